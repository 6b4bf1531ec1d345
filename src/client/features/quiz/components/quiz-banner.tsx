import { Info } from 'lucide-react';

/** SPEC §8: shown when a quiz already rewarded today is started again. */
export const ALREADY_COMPLETED_MESSAGE =
  "Vous avez déjà complété ce quiz aujourd'hui. Vos points seront sauvegardés mais vous ne gagnerez pas de points de gamification supplémentaires.";

/**
 * The info banner. The live region stays in the page, empty when there is nothing to say: a
 * region inserted together with its text is not reliably announced by screen readers.
 */
export function QuizBanner({ message }: { message: string | null }) {
  return (
    <div role="status">
      {message ? (
        <p className="flex items-start gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-700" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
