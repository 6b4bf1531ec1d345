import { ArrowRight, BookOpen, FlaskConical, MessagesSquare, Quote, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ResourcesPreviewPlaceholder } from '@/features/resources/components/resources-preview-frame';

const ResourcesPreview = lazy(() =>
  import('@/features/resources/components/resources-preview').then((module) => ({
    default: module.ResourcesPreview,
  })),
);

const features = [
  {
    icon: MessagesSquare,
    title: 'Un dialogue personnalisé',
    text: 'Décrivez la situation avec vos mots. Sophia vous pose des questions de suivi pour bien comprendre le contexte, puis adapte ses propositions à la personne que vous accompagnez.',
  },
  {
    icon: FlaskConical,
    title: 'Fondé sur la science',
    text: 'Les stratégies proposées s’appuient sur des approches reconnues : Montessori, Humanitude, Validation, soutien au comportement positif, soins centrés sur la personne…',
  },
  {
    icon: BookOpen,
    title: 'Des ressources pratiques',
    text: 'Ouvrages, articles, formations, vidéos et outils sélectionnés pour passer de l’idée à l’action, auprès des personnes âgées, des enfants et des personnes en situation de handicap.',
  },
];

const testimonials = [
  {
    quote:
      'Une résidente refusait sa toilette chaque matin. Sophia m’a aidée à comprendre ce qui se jouait et m’a proposé une approche inspirée de l’Humanitude : m’annoncer, capter son regard, avancer à son rythme. Aujourd’hui, les soins se passent beaucoup mieux.',
    name: 'Claire',
    role: 'Infirmière en EMS, région lausannoise',
  },
  {
    quote:
      'Pour un jeune autiste qui vivait très mal les transitions, Sophia m’a suggéré un emploi du temps visuel inspiré de TEACCH et quelques pictogrammes. Ses questions m’ont aussi obligé à mieux décrire la situation : c’est déjà une aide précieuse.',
    name: 'Julien',
    role: 'Éducateur spécialisé en foyer',
  },
];

/** Thin violet bar fixed at the very top whose width follows how far the page is scrolled. */
function ScrollProgressBar() {
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const bar = barRef.current;
      if (!bar) return;
      const { scrollHeight, clientHeight } = document.documentElement;
      const scrollable = scrollHeight - clientHeight;
      const fraction = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
      bar.style.width = `${fraction * 100}%`;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-60 h-1">
      <div ref={barRef} data-testid="scroll-progress" className="h-full w-0 bg-primary" />
    </div>
  );
}

/**
 * The resources preview is below the fold: its code and its request wait until it comes near the
 * viewport, which keeps them out of the first load (≤ 150 KB). Until then, and in the prerendered
 * HTML, the same section shows its three skeleton cards, so nothing moves when it arrives.
 */
function ResourcesPreviewSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<ResourcesPreviewPlaceholder />}>
          <ResourcesPreview />
        </Suspense>
      ) : (
        <ResourcesPreviewPlaceholder />
      )}
    </div>
  );
}

export default function HomePage() {
  return (
    <>
      <ScrollProgressBar />

      <section className="bg-linear-to-b from-accent to-background">
        <div className="mx-auto flex max-w-5xl flex-col items-center px-4 py-16 text-center sm:py-24">
          <p className="mb-4 rounded-full bg-background px-3 py-1 text-sm font-medium text-accent-foreground shadow-sm">
            Pour les soignants, éducateurs et proches
          </p>
          <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-5xl">
            Sophia, l’assistante des professionnels de l’accompagnement
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
            Décrivez une situation complexe auprès d’une personne âgée, d’un enfant ou d’une personne en
            situation de handicap. Sophia l’analyse avec vous et propose des stratégies concrètes, fondées sur
            des approches scientifiques reconnues.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to="/assistant">
                Essayer l’assistant
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#features">Découvrir les fonctionnalités</a>
            </Button>
          </div>
          <p className="mt-6 flex items-center gap-2 text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Données masquées et protégées (nLPD, RGPD)
          </p>
        </div>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Un soutien concret, au quotidien
            </h2>
            <p className="mt-3 text-muted-foreground">
              Sophia vous aide à prendre du recul sur les situations difficiles et à trouver des pistes
              d’action adaptées.
            </p>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <Card key={title} className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-11 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle>
                    <h3 className="text-lg">{title}</h3>
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{text}</p>
                </CardContent>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <ResourcesPreviewSlot />

      <section aria-labelledby="testimonials-title" className="bg-muted py-16 sm:py-20">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="testimonials-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Ils accompagnent avec Sophia
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {testimonials.map((t) => (
              <figure key={t.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-primary" />
                <blockquote className="mt-4 flex-1 text-pretty">
                  <p>« {t.quote} »</p>
                </blockquote>
                <figcaption className="mt-6">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="py-16 sm:py-20">
        <div className="mx-auto max-w-4xl px-4">
          <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <h2 id="cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              Rejoignez Sophia gratuitement
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-pretty">
              Créez votre compte en quelques secondes et découvrez l’assistante avec une première conversation
              offerte. Vous passerez à Premium (15 CHF/mois, TVA incluse) seulement si vous le souhaitez.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link to="/auth?tab=register">Créer un compte gratuit</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
