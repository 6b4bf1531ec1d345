import type { PublicUser } from '@shared/features/auth';
import { forumMessages } from '@shared/features/forum';
import { Heart } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

type Likeable = { userId: number | null; isApproved: boolean };

/**
 * Why the user may not like this item, or undefined when they may (DECISIONS.md "Forum": one like
 * per member and item, never on one's own, only once published). The server says the same (403).
 */
export function likeBlockedReason(user: PublicUser | null, item: Likeable): string | undefined {
  if (!user) return 'Connectez-vous pour aimer';
  if (item.userId === user.id) return forumMessages.ownLike;
  if (!item.isApproved) return forumMessages.likeUnpublished;
  return undefined;
}

/** A refused like (its optimistic state is already rolled back): the server's reason, in French. */
export function likeFailed(error: unknown) {
  toast({
    variant: 'destructive',
    title: 'Erreur',
    description: errorMessage(error, "Impossible d'enregistrer votre « j'aime »"),
  });
}

type Props = {
  liked: boolean;
  count: number;
  /** Shown as the disabled button's title; undefined when the user may like. */
  blockedReason?: string | undefined;
  /** A request is on its way: further clicks are ignored until it ends. */
  pending?: boolean;
  onToggle: (like: boolean) => void;
  size?: 'default' | 'sm';
};

/** A toggle button: its name carries the count ('J'aime (3)'), aria-pressed tells whether it is liked. */
export function LikeButton({
  liked,
  count,
  blockedReason,
  pending = false,
  onToggle,
  size = 'default',
}: Props) {
  const disabled = blockedReason !== undefined;
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      aria-label={`J'aime (${count})`}
      aria-pressed={liked}
      aria-busy={pending || undefined}
      disabled={disabled}
      title={blockedReason ?? (liked ? "Retirer votre « j'aime »" : "J'aime")}
      onClick={() => {
        if (!pending) onToggle(!liked);
      }}
      className={cn(
        liked && 'border-rose-300 bg-rose-50 text-rose-700 hover:bg-rose-100 hover:text-rose-800',
      )}
    >
      <Heart aria-hidden="true" className={cn(liked && 'fill-current')} />
      <span>J'aime</span>
      <span className="tabular-nums">{count}</span>
    </Button>
  );
}
