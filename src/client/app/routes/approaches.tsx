import { type Approach, approachGroups } from '@shared/content/approaches';
import { ArrowRight, Lightbulb, ListChecks, type LucideIcon, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const sections: { key: 'principles' | 'application' | 'benefits'; title: string; icon: LucideIcon }[] = [
  { key: 'principles', title: 'Principes', icon: Lightbulb },
  { key: 'application', title: 'Application', icon: ListChecks },
  { key: 'benefits', title: 'Bénéfices', icon: Sparkles },
];

function ApproachDetails({ approach }: { approach: Approach }) {
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h3 className="text-xl font-bold tracking-tight sm:text-2xl">{approach.name}</h3>
      <p className="mt-3 text-pretty">{approach.summary}</p>
      <p className="mt-3 text-pretty text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">Origine : </span>
        {approach.origin}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        {sections.map(({ key, title, icon: Icon }) => (
          <section key={key} className="rounded-lg bg-muted p-4">
            <h4 className="flex items-center gap-2 font-semibold">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              {title}
            </h4>
            <ul className="mt-3 space-y-2 text-sm">
              {approach[key].map((item) => (
                <li key={item} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}

export default function ApproachesPage() {
  const firstGroup = approachGroups[0];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Approches scientifiques</h1>
        <p className="mt-4 text-pretty text-lg text-muted-foreground">
          Sophia s’appuie sur des approches reconnues dans l’accompagnement des personnes âgées, des enfants
          et des personnes en situation de handicap. Découvrez leurs principes, leur application au quotidien
          et leurs bénéfices.
        </p>
      </div>

      {firstGroup && (
        <Tabs defaultValue={firstGroup.id} className="mt-10 gap-6">
          <TabsList
            aria-label="Familles d’approches"
            className="grid h-auto w-full grid-cols-1 gap-1 sm:grid-cols-3"
          >
            {approachGroups.map((group) => (
              <TabsTrigger key={group.id} value={group.id} className="h-auto whitespace-normal py-2">
                {group.label}
              </TabsTrigger>
            ))}
          </TabsList>

          {approachGroups.map((group) => (
            <TabsContent key={group.id} value={group.id}>
              <h2 className="sr-only">{group.label}</h2>
              <Tabs defaultValue={group.approaches[0]?.id} className="gap-4">
                <TabsList
                  aria-label={`Approches : ${group.label}`}
                  className="flex h-auto w-full flex-wrap justify-start gap-1 bg-secondary"
                >
                  {group.approaches.map((approach) => (
                    <TabsTrigger
                      key={approach.id}
                      value={approach.id}
                      className="h-auto flex-none whitespace-normal px-3 py-1.5 text-left"
                    >
                      {approach.name}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {group.approaches.map((approach) => (
                  <TabsContent key={approach.id} value={approach.id}>
                    <ApproachDetails approach={approach} />
                  </TabsContent>
                ))}
              </Tabs>
            </TabsContent>
          ))}
        </Tabs>
      )}

      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
        Ces fiches sont des synthèses. Pour mettre une approche en œuvre dans un établissement, une formation
        auprès d’un organisme reconnu reste la meilleure voie.
      </p>

      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-muted-foreground">
          Besoin de savoir quelle approche convient à votre situation ? Sophia vous aide à choisir.
        </p>
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
