import type { LeaderboardEntry } from '@shared/features/gamification';

import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

import { pointsLabel } from '../gamification-format';
import { LevelBadge } from './level-badge';

/** One member of the leaderboard; the caller's row is highlighted and says 'Vous'. */
export function LeaderboardRow({ entry }: { entry: LeaderboardEntry }) {
  return (
    <li
      data-current={entry.isCurrentUser ? 'true' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-xl border bg-card p-3',
        entry.isCurrentUser && 'border-2 border-primary bg-primary/5',
      )}
    >
      <span className="w-8 shrink-0 text-center text-lg font-bold tabular-nums">
        <span className="sr-only">Rang </span>
        {entry.rank}
      </span>
      <UserAvatar user={entry} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        <span className="flex min-w-0 items-center gap-2">
          <span className="truncate font-medium">{entry.username}</span>
          {entry.isCurrentUser ? <Badge>Vous</Badge> : null}
        </span>
        <LevelBadge level={entry.level} name={entry.levelName} />
      </div>
      <span className="shrink-0 text-right font-semibold tabular-nums">{pointsLabel(entry.points)}</span>
    </li>
  );
}
