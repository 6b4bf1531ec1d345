import type { ForumCategory } from '@shared/features/forum';
import { useState } from 'react';

import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { toast } from '@/components/ui/use-toast';
import { useDeleteCategory } from '@/features/forum/api/delete-category';
import { errorMessage } from '@/lib/api-client';

type Props = {
  category: ForumCategory | null;
  onClose: () => void;
  onDeleted?: (category: ForumCategory) => void;
};

/**
 * SPEC §8: deleting a category warns that it is irreversible and removes the links to its topics
 * (the topics stay). The dialog stays open until the server answers.
 */
export function DeleteCategoryDialog({ category, onClose, onDeleted }: Props) {
  const remove = useDeleteCategory();
  // The name stays in the title while the dialog fades out after `category` went back to null.
  const [shown, setShown] = useState(category);
  if (category && category !== shown) setShown(category);

  const confirm = () => {
    if (!category) return;
    remove.mutate(category.id, {
      onSuccess: () => {
        toast({ title: 'Catégorie supprimée', description: category.name });
        onDeleted?.(category);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, 'Erreur lors de la suppression de la catégorie'),
        }),
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDeleteDialog
      open={category !== null}
      title={<>Supprimer la catégorie « {shown?.name} » ?</>}
      description="Cette action est irréversible. Les sujets de cette catégorie ne seront pas supprimés, mais ils n'y seront plus rattachés."
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
