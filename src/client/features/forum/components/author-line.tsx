import type { ForumAuthor } from '@shared/features/forum';
import { Shield } from 'lucide-react';

import { LevelBadge } from '@/features/gamification/components/level-badge';
import { cn } from '@/lib/cn';

/**
 * An author as the forum shows them (SPEC "Forum screens", §6): 'Utilisateur #12' or their chosen
 * username, a blue shield for a moderator, a red one for an admin, and their level badge (SPEC §4
 * colours; none for a deleted account).
 */
export function AuthorLine({ author, className }: { author: ForumAuthor; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', className)}>
      {author.name}
      {author.role === 'admin' ? (
        <Shield aria-label="Administrateur" role="img" className="size-4 fill-red-100 text-red-600" />
      ) : author.role === 'moderator' ? (
        <Shield aria-label="Modérateur" role="img" className="size-4 fill-blue-100 text-blue-600" />
      ) : null}
      {author.level !== undefined && <LevelBadge level={author.level} />}
    </span>
  );
}
