import type { PracticalApproach, TheoreticalApproach } from '@shared/features/assistant';
import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';

import { ResultEmpty } from './result-empty';

function Bullets({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3">
      <h4 className="text-sm font-semibold">{title}</h4>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function ApproachCard({
  name,
  description,
  children,
}: {
  name: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <article className="rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <h3 className="font-semibold">{name}</h3>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      {children}
    </article>
  );
}

/** 'Théoriques' tab: name, description and principles of each approach. */
export function TheoreticalResults({ approaches }: { approaches: TheoreticalApproach[] }) {
  if (approaches.length === 0) {
    return (
      <ResultEmpty title="Aucune approche théorique">
        Les approches sur lesquelles Sophia s'appuie (Montessori, Validation, Humanitude…) apparaîtront ici
        dès qu'elle aura analysé votre situation.
      </ResultEmpty>
    );
  }
  return (
    <ul className="space-y-4">
      {approaches.map((approach, index) => (
        <li key={`${approach.name}-${index}`}>
          <ApproachCard name={approach.name} description={approach.description}>
            <Bullets title="Principes" items={approach.principles} />
          </ApproachCard>
        </li>
      ))}
    </ul>
  );
}

/** 'Pratiques' tab: each approach's recommendations, then the 'Conseils pratiques' card. */
export function PracticalResults({
  approaches,
  advice,
}: {
  approaches: PracticalApproach[];
  advice: string[];
}) {
  if (approaches.length === 0 && advice.length === 0) {
    return (
      <ResultEmpty title="Aucune approche pratique">
        Les recommandations concrètes et les conseils pratiques de Sophia apparaîtront ici dès qu'elle en aura
        proposé pour votre situation.
      </ResultEmpty>
    );
  }
  return (
    <div className="space-y-4">
      {approaches.length > 0 ? (
        <ul className="space-y-4">
          {approaches.map((approach, index) => (
            <li key={`${approach.name}-${index}`}>
              <ApproachCard name={approach.name} description={approach.description}>
                <Bullets title="Recommandations" items={approach.recommendations} />
              </ApproachCard>
            </li>
          ))}
        </ul>
      ) : null}
      {advice.length > 0 ? (
        <article className="rounded-xl border border-primary/30 bg-primary/5 p-4">
          <h3 className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 text-primary" />
            Conseils pratiques
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {advice.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </article>
      ) : null}
    </div>
  );
}
