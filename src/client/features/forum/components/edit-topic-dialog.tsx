import type { ForumTopic, TopicData } from '@shared/features/forum';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { useCategories } from '@/features/forum/api/get-categories';
import { useUpdateTopic } from '@/features/forum/api/update-topic';
import { errorMessage } from '@/lib/api-client';

import { TopicCategoriesFallback } from './topic-categories-fallback';
import { TopicForm } from './topic-form';

type Props = { topic: ForumTopic; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The author's edit of a pending topic (DECISIONS.md "Forum"): the new-topic form, prefilled. A
 * failed save keeps the dialog open with the text; a successful one closes it.
 */
export function EditTopicDialog({ topic, open, onOpenChange }: Props) {
  const categories = useCategories();
  const update = useUpdateTopic();

  const submit = (data: TopicData) => {
    update.mutate(
      { id: topic.id, data },
      {
        onSuccess: () => {
          toast({ title: 'Sujet mis à jour' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(error, 'Erreur lors de la mise à jour du sujet'),
          }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Modifier le sujet</DialogTitle>
          <DialogDescription>
            Vous pouvez modifier votre sujet tant qu'il n'a pas été validé par un modérateur.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts from the topic as it is now. */}
        {open ? (
          <TopicForm
            idPrefix="edit-topic"
            defaultValues={{
              title: topic.title,
              content: topic.content,
              categories: topic.categories.map((category) => category.id),
            }}
            categories={categories.data}
            categoriesFallback={<TopicCategoriesFallback query={categories} />}
            pending={update.isPending}
            submitLabel="Enregistrer"
            pendingLabel="Enregistrement…"
            onSubmit={submit}
            cancel={{ onClick: () => onOpenChange(false) }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
