import { ArrowLeft, ArrowRight, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';

import { audienceLabels, categoryLabels, quizName, quizTones } from '../quiz-catalog';
import { currentQuestion, isLastQuestion, type QuizSession } from '../quiz-session';
import { QuizOptions } from './quiz-options';

type Props = {
  session: QuizSession;
  onSelect: (option: number) => void;
  onValidate: () => void;
  onNext: () => void;
  onLeave: () => void;
};

/** 'Quiz en cours' (SPEC §2, §4): one question at a time, validated, explained, then the next. */
export function QuizQuestionView({ session, onSelect, onValidate, onNext, onLeave }: Props) {
  const question = currentQuestion(session);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A new question replaces the one the user was reading: focus goes to its text, so keyboard and
  // screen-reader users start there rather than on a button that changed meaning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new question only
  useEffect(() => {
    headingRef.current?.focus();
  }, [session.attempt, session.index]);

  if (!question) return null;
  const total = session.questions.length;
  const number = session.index + 1;
  const right = session.validated && session.selected === question.correctAnswer;
  const headingId = `quiz-question-${question.id}`;

  return (
    <section
      aria-labelledby="quiz-name"
      className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quiz-name" className="text-xl font-semibold">
          {quizName(session.quizId)}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={cn('border-transparent', quizTones[question.category])}>
            {categoryLabels[question.category]}
          </Badge>
          <Badge variant="outline">{audienceLabels[question.audience]}</Badge>
          <Badge variant="secondary">{question.points} points</Badge>
        </div>
      </div>

      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground">
          Question {number}/{total}
        </p>
        <Progress value={number} max={total} aria-label={`Question ${number} sur ${total}`} />
      </div>

      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-pretty outline-none sm:text-xl"
      >
        {question.question}
      </h3>

      <QuizOptions
        question={question}
        selected={session.selected}
        validated={session.validated}
        labelledBy={headingId}
        onSelect={onSelect}
      />

      <div aria-live="polite">
        {session.validated ? (
          <div className="grid gap-2 rounded-lg border bg-muted/50 p-4">
            <p
              className={cn(
                'flex items-center gap-2 font-semibold',
                right ? 'text-green-800' : 'text-red-800',
              )}
            >
              {right ? (
                <CircleCheck aria-hidden="true" className="size-5" />
              ) : (
                <CircleX aria-hidden="true" className="size-5" />
              )}
              {right ? `Bonne réponse ! +${question.points} points` : 'Réponse incorrecte.'}
            </p>
            <p className="text-sm font-semibold">Explication:</p>
            <p className="text-sm text-pretty">{question.explanation}</p>
          </div>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onLeave}>
          <ArrowLeft aria-hidden="true" />
          Retour aux catégories
        </Button>
        {/* One button whose action follows the step: keyboard focus stays on it after validating. */}
        <Button
          type="button"
          disabled={!session.validated && session.selected === null}
          onClick={session.validated ? onNext : onValidate}
        >
          {!session.validated
            ? 'Valider ma réponse'
            : isLastQuestion(session)
              ? 'Terminer le quiz'
              : 'Question suivante'}
          {session.validated ? <ArrowRight aria-hidden="true" /> : null}
        </Button>
      </div>
    </section>
  );
}
