import { Check, LoaderCircle, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useModerateComment } from '@/features/forum/api/moderate-comment';
import { useModerateTopic } from '@/features/forum/api/moderate-topic';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

import { RejectDialog } from './reject-dialog';

/**
 * Approve / reject buttons for a moderator or admin, on the topic page and in /forum/moderation.
 * A rejection opens a dialog with an optional reason (ready-made ones from `rejectionReasons`).
 * A rejected item can be approved after all, and an approved one withdrawn (DECISIONS.md "Forum").
 */
export type ModerationActionsProps = {
  kind: 'topic' | 'comment';
  id: number;
  /** The topic the item belongs to (itself for a topic): lists to refresh after a decision. */
  topicId: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Smaller buttons, for a comment inside a thread. */
  compact?: boolean;
  /** The moderator's own item: the server refuses self-approval, so only a rejection is offered. */
  own?: boolean;
  /**
   * The item's `updatedAt` as displayed: sent with the decision, so that the server refuses (409)
   * to publish a version edited since (docs/decisions/017).
   */
  version: string;
};

const decisionText = {
  topic: {
    approved: 'Le sujet est approuvé et publié.',
    rejected: "Le sujet est refusé : il n'est pas publié.",
  },
  comment: {
    approved: 'Le commentaire est approuvé et publié.',
    rejected: "Le commentaire est refusé : il n'est pas publié.",
  },
} as const;

export function ModerationActions({
  kind,
  id,
  status,
  compact = false,
  own = false,
  version,
}: ModerationActionsProps) {
  const topic = useModerateTopic();
  const comment = useModerateComment();
  const mutation = kind === 'topic' ? topic : comment;
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);

  const decide = (approved: boolean, reason?: string) => {
    setApproving(approved);
    const decision = { id, approved, seenUpdatedAt: version };
    mutation.mutate(reason === undefined ? decision : { ...decision, reason }, {
      onSuccess: () => {
        setRejecting(false);
        toast({
          title: 'Modération effectuée',
          description: decisionText[kind][approved ? 'approved' : 'rejected'],
        });
      },
      // The dialog stays open with the reason as typed, so that it can be sent again.
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(
            error,
            kind === 'topic'
              ? 'Erreur lors de la modération du sujet'
              : 'Erreur lors de la modération du commentaire',
          ),
        }),
    });
  };

  const size = compact ? 'sm' : 'default';
  const approvingNow = mutation.isPending && approving;

  return (
    <div className={cn('flex flex-wrap items-center', compact ? 'gap-1.5' : 'gap-2')}>
      {/* SPEC order: Rejeter, then Approuver. */}
      {status === 'rejected' ? null : (
        <Button
          type="button"
          size={size}
          variant="outline"
          className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={mutation.isPending}
          onClick={() => setRejecting(true)}
        >
          <X aria-hidden="true" />
          {status === 'approved' ? 'Retirer' : 'Rejeter'}
        </Button>
      )}
      {status === 'approved' ? null : own ? (
        <p className="text-sm text-muted-foreground">Un autre modérateur doit approuver votre publication.</p>
      ) : (
        <Button
          type="button"
          size={size}
          variant={status === 'rejected' ? 'outline' : 'default'}
          className={status === 'pending' ? 'bg-success text-white hover:bg-success/90' : undefined}
          disabled={mutation.isPending}
          onClick={() => decide(true)}
        >
          {approvingNow ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : status === 'rejected' ? (
            <RotateCcw aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {status === 'rejected' ? 'Rétablir et approuver' : 'Approuver'}
        </Button>
      )}
      <RejectDialog
        kind={kind}
        open={rejecting}
        onOpenChange={setRejecting}
        pending={mutation.isPending && !approving}
        onConfirm={(reason) => decide(false, reason)}
      />
    </div>
  );
}
