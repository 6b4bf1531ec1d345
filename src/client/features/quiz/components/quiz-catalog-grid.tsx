import type { QuizId } from '@shared/features/quiz';
import { Blocks, HandHeart, type LucideIcon, MessageCircleHeart, Shuffle } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { quizTones, quizzes } from '../quiz-catalog';

const icons: Record<QuizId, LucideIcon> = {
  montessori: Blocks,
  humanitude: HandHeart,
  validation: MessageCircleHeart,
  mixed: Shuffle,
};

/**
 * 'Quiz disponibles' (SPEC §2): four cards, two columns from tablet width. The whole card starts
 * the quiz through its one button, whose click area is stretched over the card (no nested
 * controls, one tab stop per card).
 */
export function QuizCatalogGrid({ onStart }: { onStart: (id: QuizId) => void }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {quizzes.map((quiz) => {
        const Icon = icons[quiz.id];
        return (
          <li
            key={quiz.id}
            className="relative flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm transition-colors hover:border-primary/60 hover:bg-accent/40"
          >
            <div className="flex items-start gap-4">
              <span
                className={cn(
                  'flex size-11 shrink-0 items-center justify-center rounded-lg',
                  quizTones[quiz.id],
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="grid gap-1.5">
                <h2 className="text-lg font-semibold leading-tight">{quiz.name}</h2>
                <p className="text-sm text-pretty text-muted-foreground">{quiz.description}</p>
              </div>
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
              <span>{quiz.questionCount} questions</span>
              <span>
                {quiz.isMaximum ? `Jusqu'à ${quiz.totalPoints} points` : `${quiz.totalPoints} points`}
              </span>
            </p>
            <Button
              type="button"
              className="mt-auto self-start after:absolute after:inset-0 after:rounded-xl after:content-['']"
              onClick={() => onStart(quiz.id)}
              // Four 'Commencer' buttons: the name says which quiz (and starts with the visible word).
              aria-label={`Commencer le ${quiz.name}`}
            >
              Commencer
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
