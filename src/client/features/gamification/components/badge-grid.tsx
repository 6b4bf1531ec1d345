import type { BadgeId, BadgeState } from '@shared/features/gamification';
import {
  Award,
  BookOpen,
  CalendarCheck,
  GraduationCap,
  HandHeart,
  Heart,
  Lock,
  type LucideIcon,
  MessageCircle,
  MessageSquarePlus,
  MessagesSquare,
  Puzzle,
  Share2,
  Sparkles,
} from 'lucide-react';

import { cn } from '@/lib/cn';

import { formatDate } from '../gamification-format';

const badgeIcons: Record<BadgeId, LucideIcon> = {
  'first-topic': MessageSquarePlus,
  'first-comment': MessageCircle,
  'ten-comments': MessagesSquare,
  'first-like': Heart,
  'twenty-five-likes': Sparkles,
  'first-share': Share2,
  'login-streak-7': CalendarCheck,
  'quiz-montessori': Puzzle,
  'quiz-humanitude': HandHeart,
  'quiz-validation': BookOpen,
  'quiz-mixed': GraduationCap,
};

/**
 * Every badge: earned ones highlighted with their date, the others muted with their description as
 * the goal. The state is written out ('Obtenu le …' / 'À débloquer'), never shown by colour alone.
 */
export function BadgeGrid({ badges }: { badges: BadgeState[] }) {
  const earned = badges.filter((badge) => badge.earnedAt).length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {earned} {earned > 1 ? 'badges obtenus' : 'badge obtenu'} sur {badges.length}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {badges.map((badge) => {
          const Icon = badgeIcons[badge.id] ?? Award;
          return (
            <li
              key={badge.id}
              data-earned={badge.earnedAt ? 'true' : 'false'}
              className={cn(
                'flex gap-3 rounded-xl border p-4',
                badge.earnedAt ? 'border-amber-300 bg-amber-50' : 'border-dashed bg-muted/40',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-full',
                  badge.earnedAt ? 'bg-amber-100 text-amber-900' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className={cn('font-semibold', !badge.earnedAt && 'text-muted-foreground')}>
                  {badge.name}
                </h3>
                <p className="text-sm text-pretty text-muted-foreground">{badge.description}</p>
                {badge.earnedAt ? (
                  <p className="mt-1 text-sm font-medium text-amber-900">
                    Obtenu le <time dateTime={badge.earnedAt}>{formatDate(badge.earnedAt)}</time>
                  </p>
                ) : (
                  <p className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-muted-foreground">
                    <Lock aria-hidden="true" className="size-3.5" />À débloquer
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
