import { ClipboardList, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { formatResultDate, historyBarPercent, type QuizResult } from '../quiz-storage';

type Props = { results: readonly QuizResult[]; onClear: () => void };

/** 'Historique' (SPEC §2): the results kept in this browser, newest first. */
export function QuizHistory({ results, onClear }: Props) {
  if (results.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-8 text-center sm:p-12">
        <ClipboardList aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="mt-4 text-lg font-semibold">Vous n'avez pas encore de résultats.</h2>
        <p className="mt-2 text-muted-foreground">
          Terminez un quiz pour voir apparaître votre historique ici !
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="quiz-history-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quiz-history-title" className="text-xl font-semibold">
          Vos résultats
        </h2>
        <Button type="button" variant="outline" onClick={onClear}>
          <Trash2 aria-hidden="true" />
          Effacer l'historique
        </Button>
      </div>
      <ul className="grid gap-3">
        {results.map((result) => (
          <li key={`${result.date}-${result.category}`} className="grid gap-2 rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="font-semibold">{result.category}</h3>
              <p className="text-sm text-muted-foreground">
                <time dateTime={result.date}>{formatResultDate(result.date)}</time>
              </p>
            </div>
            <p className="text-sm">
              {result.score} points · {result.correctAnswers}/{result.totalQuestions} bonnes réponses
            </p>
            {/* The bar repeats the score above for sighted readers: hidden from screen readers. */}
            <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-primary/20">
              <div
                data-testid="quiz-history-bar"
                className="h-full rounded-full bg-primary"
                style={{ width: `${historyBarPercent(result)}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
