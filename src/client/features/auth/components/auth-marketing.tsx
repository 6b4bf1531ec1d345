import { BookOpen, FlaskConical, HeartHandshake, type LucideIcon, MessagesSquare } from 'lucide-react';

const blurbs: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: MessagesSquare,
    title: 'Assistance personnalisée',
    text: 'Décrivez une situation complexe : Sophia pose les bonnes questions et propose des stratégies adaptées à la personne accompagnée.',
  },
  {
    icon: FlaskConical,
    title: 'Basé sur la recherche',
    text: 'Montessori, Humanitude, Validation, soutien au comportement positif : des approches reconnues et documentées.',
  },
  {
    icon: BookOpen,
    title: 'Ressources éducatives',
    text: 'Ouvrages, articles, formations, vidéos et outils sélectionnés pour passer de l’idée à la pratique.',
  },
  {
    icon: HeartHandshake,
    title: 'Communauté bienveillante',
    text: 'Un forum modéré pour échanger avec d’autres professionnels et partager vos expériences de terrain.',
  },
];

/** The auth page's side panel (SPEC §2), shown from `lg` up. */
export function AuthMarketing() {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="hidden flex-col justify-center rounded-2xl bg-primary p-10 text-primary-foreground lg:flex"
    >
      <h2 id="auth-marketing-title" className="text-2xl font-bold tracking-tight">
        Un soutien concret pour accompagner au quotidien
      </h2>
      <ul className="mt-8 grid gap-6">
        {blurbs.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-primary-foreground/90">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
