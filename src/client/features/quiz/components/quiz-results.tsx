import { quizFeedback } from '@shared/features/quiz';
import { RotateCcw, Trophy } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { quizName } from '../quiz-catalog';
import { type QuizSession, totalPoints } from '../quiz-session';

const feedbackTones: Record<ReturnType<typeof quizFeedback>, string> = {
  'Excellent travail !': 'border-green-200 bg-green-50 text-green-900',
  'Bon travail !': 'border-sky-200 bg-sky-50 text-sky-900',
  "Continuez d'apprendre !": 'border-amber-200 bg-amber-50 text-amber-900',
};

type Props = { session: QuizSession; onRestart: () => void; onLeave: () => void };

/** The final screen (SPEC §2): 'Quiz terminé !', the score, the right answers and the feedback. */
export function QuizResults({ session, onRestart, onLeave }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const total = totalPoints(session);
  const feedback = quizFeedback(session.score, total);

  return (
    <section
      aria-labelledby="quiz-finished"
      className="grid justify-items-center gap-6 rounded-xl border bg-card p-6 text-center shadow-sm sm:p-10"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-violet-100 text-violet-800">
        <Trophy aria-hidden="true" className="size-7" />
      </span>
      <div className="grid gap-1">
        <h2 id="quiz-finished" ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          Quiz terminé !
        </h2>
        <p className="text-muted-foreground">{quizName(session.quizId)}</p>
      </div>
      <dl className="grid w-full max-w-md gap-3 sm:grid-cols-2">
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Score</dt>
          <dd className="text-2xl font-bold">
            {session.score} / {total} points
          </dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Bonnes réponses</dt>
          <dd className="text-2xl font-bold">
            {session.correctAnswers} / {session.questions.length}
          </dd>
        </div>
      </dl>
      <p className={cn('w-full max-w-md rounded-lg border p-4 font-semibold', feedbackTones[feedback])}>
        {feedback}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={onRestart}>
          <RotateCcw aria-hidden="true" />
          Refaire ce quiz
        </Button>
        <Button type="button" variant="outline" onClick={onLeave}>
          Autres quiz
        </Button>
      </div>
    </section>
  );
}
