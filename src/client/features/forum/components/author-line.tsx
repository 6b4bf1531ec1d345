import type { ForumAuthor } from '@shared/features/forum';
import { Shield } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/**
 * An author as the forum shows them (SPEC "Forum screens", §6): 'Utilisateur #12' or their chosen
 * username, a blue shield for a moderator, a red one for an admin, and a slot for the level badge
 * (points and levels come with the gamification feature).
 */
export function AuthorLine({
  author,
  levelBadge,
  className,
}: {
  author: ForumAuthor;
  levelBadge?: ReactNode;
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-medium', className)}>
      {author.name}
      {author.role === 'admin' ? (
        <Shield aria-label="Administrateur" role="img" className="size-4 fill-red-100 text-red-600" />
      ) : author.role === 'moderator' ? (
        <Shield aria-label="Modérateur" role="img" className="size-4 fill-blue-100 text-blue-600" />
      ) : null}
      {levelBadge}
    </span>
  );
}
