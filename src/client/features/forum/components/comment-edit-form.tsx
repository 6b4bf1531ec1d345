import { zodResolver } from '@hookform/resolvers/zod';
import { commentEditSchema, FORUM_LIMITS, type ForumComment } from '@shared/features/forum';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { FieldError, fieldAria } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useUpdateComment } from '@/features/forum/api/update-comment';
import { errorMessage } from '@/lib/api-client';

type Values = z.input<typeof commentEditSchema>;

type Props = { comment: ForumComment; onDone: () => void };

/** The author's inline edit of a pending comment. A failed save keeps the text and the form. */
export function CommentEditForm({ comment, onDone }: Props) {
  const update = useUpdateComment();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof commentEditSchema>>({
    resolver: zodResolver(commentEditSchema),
    defaultValues: { content: comment.content },
  });
  // The user chose to edit this text: start there.
  useEffect(() => setFocus('content'), [setFocus]);
  const id = `comment-${comment.id}-edit`;
  const error = errors.content?.message;

  const submit = ({ content }: { content: string }) => {
    update.mutate(
      { id: comment.id, content },
      {
        onSuccess: () => {
          toast({ title: 'Commentaire mis à jour' });
          onDone();
        },
        onError: (failure) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(failure, 'Erreur lors de la mise à jour du commentaire'),
          }),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="mt-3 grid gap-2">
      <Label htmlFor={id}>Modifier le commentaire</Label>
      <Textarea
        id={id}
        rows={4}
        maxLength={FORUM_LIMITS.commentMax}
        {...fieldAria(id, error)}
        {...register('content')}
      />
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Annuler
        </Button>
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
