import type { QuizQuestion } from '@shared/features/quiz';
import { CircleCheck, CircleX } from 'lucide-react';

import { cn } from '@/lib/cn';

type Props = {
  question: QuizQuestion;
  selected: number | null;
  validated: boolean;
  /** The id of the question's text: the group's accessible name. */
  labelledBy: string;
  onSelect: (option: number) => void;
};

/**
 * The options as native radio buttons: arrow keys move between them, Space picks one. Once the
 * answer is validated they are locked, and the right answer (and a wrong choice) is marked by an
 * icon and words, not by colour alone.
 */
export function QuizOptions({ question, selected, validated, labelledBy, onSelect }: Props) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3">
      {question.options.map((option, index) => {
        const isCorrect = validated && index === question.correctAnswer;
        const isWrongChoice = validated && index === selected && index !== question.correctAnswer;
        const id = `quiz-question-${question.id}-option-${index}`;
        return (
          <label
            // A question's options are distinct (checked by the bank's test).
            key={option}
            htmlFor={id}
            data-state={isCorrect ? 'correct' : isWrongChoice ? 'incorrect' : undefined}
            className={cn(
              'flex items-start gap-3 rounded-lg border-2 p-4 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 sm:text-base',
              validated ? 'cursor-default' : 'cursor-pointer hover:border-primary/60 hover:bg-accent/40',
              !validated && index === selected && 'border-primary bg-accent/60',
              isCorrect && 'border-green-700 bg-green-50',
              isWrongChoice && 'border-red-700 bg-red-50',
            )}
          >
            <input
              id={id}
              type="radio"
              name={`quiz-question-${question.id}`}
              value={index}
              checked={selected === index}
              disabled={validated}
              onChange={() => onSelect(index)}
              className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
            />
            <span className="flex flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
              <span>{option}</span>
              {isCorrect ? (
                <span className="flex shrink-0 items-center gap-1 font-medium text-green-800">
                  <CircleCheck aria-hidden="true" className="size-5" />
                  Bonne réponse
                </span>
              ) : null}
              {isWrongChoice ? (
                <span className="flex shrink-0 items-center gap-1 font-medium text-red-800">
                  <CircleX aria-hidden="true" className="size-5" />
                  Réponse incorrecte
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}
