import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CommentData,
  commentInputSchema,
  FORUM_LIMITS,
  type ForumComment,
} from '@shared/features/forum';
import { LoaderCircle, Reply, X } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateComment } from '@/features/forum/api/create-comment';
import { errorMessage } from '@/lib/api-client';

type Values = { content: string };

type Props = {
  topicId: number;
  /** The top-level comment being answered, or null for a comment on the topic. */
  replyTo: ForumComment | null;
  /** Leaves reply mode: 'Annuler', or after a successful post (SPEC §4). */
  onClearReply: () => void;
};

const FIELD_ID = 'comment-content';

/**
 * A logged-in member's comment form (SPEC "Forum screens", §4, §5). In reply mode it says whom it
 * answers and sends `parentId`. A failed post keeps the text; a successful one empties the form.
 */
export function CommentForm({ topicId, replyTo, onClearReply }: Props) {
  const create = useCreateComment();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, CommentData>({
    resolver: zodResolver(commentInputSchema),
    defaultValues: { content: '' },
  });

  // 'Répondre' takes the user to the text box (the form sits under the thread).
  const replyId = replyTo?.id;
  useEffect(() => {
    if (replyId === undefined) return;
    setFocus('content');
    document.getElementById(FIELD_ID)?.scrollIntoView?.({ block: 'center' });
  }, [replyId, setFocus]);

  const submit = ({ content }: CommentData) => {
    create.mutate(
      { topicId, data: { content, parentId: replyTo?.id ?? null } },
      {
        onSuccess: () => {
          toast({
            title: 'Commentaire ajouté',
            description: 'Il sera visible par tous après validation par un modérateur.',
          });
          reset({ content: '' });
          onClearReply();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(error, "Erreur lors de l'ajout du commentaire"),
          }),
      },
    );
  };

  const error = errors.content?.message;
  const describedBy = [
    replyTo ? 'comment-reply-context' : null,
    fieldAria(FIELD_ID, error)['aria-describedby'],
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-3">
      <Label htmlFor={FIELD_ID}>Votre commentaire</Label>
      {replyTo ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary/30 bg-accent/60 px-3 py-2 text-sm">
          <p id="comment-reply-context" className="flex min-w-0 items-center gap-2">
            <Reply aria-hidden="true" className="size-4 shrink-0" />
            <span className="break-words">Répondre à {replyTo.author.name}</span>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onClearReply();
              setFocus('content');
            }}
          >
            <X aria-hidden="true" />
            Annuler
          </Button>
        </div>
      ) : null}
      <Textarea
        id={FIELD_ID}
        rows={4}
        maxLength={FORUM_LIMITS.commentMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register('content')}
      />
      <FieldError id={`${FIELD_ID}-error`} message={error} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Votre commentaire sera visible par tous après validation par un modérateur.
        </p>
        <Button type="submit" disabled={create.isPending} className="self-end sm:self-auto">
          {create.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {create.isPending ? 'Publication…' : 'Publier le commentaire'}
        </Button>
      </div>
    </form>
  );
}
