import { ArrowRight, FlaskConical, Handshake, HeartHandshake } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const values = [
  {
    icon: HeartHandshake,
    title: 'Bienveillance',
    text: 'Chaque situation concerne une personne qui mérite respect et dignité, et un professionnel ou un proche qui fait de son mieux. Sophia répond sans jugement, avec attention pour l’un comme pour l’autre.',
  },
  {
    icon: FlaskConical,
    title: 'Rigueur scientifique',
    text: 'Les pistes proposées reposent sur des approches reconnues et documentées. Sophia précise les principes sur lesquels elles s’appuient, signale les limites des connaissances et rappelle qu’une IA ne remplace jamais l’avis des professionnels.',
  },
  {
    icon: Handshake,
    title: 'Collaboration',
    text: 'Les meilleures solutions naissent du travail en équipe, avec la personne accompagnée et ses proches. Le forum et la bibliothèque permettent de partager l’expérience de terrain entre pairs.',
  },
];

const steps = [
  {
    title: 'Décrivez la situation',
    text: 'Expliquez ce qui se passe avec vos mots, sans données identifiantes : ni nom, ni date de naissance, ni adresse. Si un élément identifiant vous échappe, Sophia le masque avant toute analyse et vous le signale.',
  },
  {
    title: 'Analyse par l’IA',
    text: 'Sophia, une intelligence artificielle, repère les besoins de la personne, les facteurs qui peuvent expliquer la situation et les approches scientifiques les plus pertinentes.',
  },
  {
    title: 'Questions de suivi',
    text: 'Pour affiner sa compréhension, Sophia vous pose quelques questions : le contexte, les moments où la difficulté apparaît, ce qui a déjà été essayé.',
  },
  {
    title: 'Solutions personnalisées',
    text: 'Vous recevez des stratégies concrètes, les principes sur lesquels elles reposent et des ressources de notre bibliothèque pour aller plus loin, en équipe.',
  },
];

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">À propos</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          Sophia accompagne les infirmiers, aides-soignants, médecins, enseignants, éducateurs spécialisés,
          psychologues et parents qui prennent soin de personnes âgées, d’enfants et de personnes en situation
          de handicap.
        </p>
      </div>

      <section aria-labelledby="mission-title" className="mt-12 rounded-2xl bg-accent p-6 sm:p-10">
        <h2 id="mission-title" className="text-2xl font-bold tracking-tight text-accent-foreground">
          Notre mission
        </h2>
        <div className="mt-4 space-y-4 text-pretty">
          <p>
            Face à un refus de soin, une agitation, une crise ou une difficulté de communication, on se sent
            parfois seul et à court d’idées. Notre mission est d’offrir à chacun un soutien concret et fondé
            sur la science, disponible au moment où il en a besoin.
          </p>
          <p>
            Sophia traduit des approches reconnues, comme Montessori, l’Humanitude, la Validation ou le
            soutien au comportement positif, en pistes d’action adaptées à la personne accompagnée et à votre
            contexte de travail. Elle ne remplace ni l’équipe, ni l’avis médical ou psychologique : elle vous
            aide à prendre du recul et à agir avec confiance.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-title" className="mt-16">
        <h2 id="values-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Nos valeurs
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
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
      </section>

      <section aria-labelledby="steps-title" className="mt-16">
        <h2 id="steps-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          Comment fonctionne Sophia ?
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Étape {index + 1} : </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-12 flex flex-col items-center gap-4 text-center">
        <p className="text-muted-foreground">Une situation vous préoccupe ? Parlez-en à Sophia.</p>
        <Button asChild size="lg">
          <Link to="/assistant">
            Essayer l’assistant
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </div>
  );
}
