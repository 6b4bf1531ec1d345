import type { CategoryData, ForumCategory } from '@shared/features/forum';
import { ArrowLeft, FolderPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCreateCategory } from '@/features/forum/api/create-category';
import { useCategories } from '@/features/forum/api/get-categories';
import { useMoveCategory } from '@/features/forum/api/move-category';
import { useUpdateCategory } from '@/features/forum/api/update-category';
import { CategoryForm } from '@/features/forum/components/category-form';
import { CategoryTable } from '@/features/forum/components/category-table';
import { DeleteCategoryDialog } from '@/features/forum/components/delete-category-dialog';
import {
  ForumEmptyState,
  ForumListError,
  useForumErrorToast,
} from '@/features/forum/components/forum-list-states';
import { errorMessage } from '@/lib/api-client';

function failure(error: unknown, fallback: string) {
  toast({ variant: 'destructive', title: 'Erreur', description: errorMessage(error, fallback) });
}

function byOrder(a: ForumCategory, b: ForumCategory) {
  return a.order - b.order || a.name.localeCompare(b.name, 'fr');
}

/** /forum/categories/manage (admins only: guarded in the router, enforced by the API). */
export default function ForumCategoriesManagePage() {
  const query = useCategories();
  useForumErrorToast(query.error, 'Impossible de charger les catégories du forum.');
  const categories = query.data ? [...query.data].sort(byOrder) : undefined;

  const create = useCreateCategory();
  const update = useUpdateCategory();
  const move = useMoveCategory();
  const [editing, setEditing] = useState<ForumCategory | null>(null);
  const [toDelete, setToDelete] = useState<ForumCategory | null>(null);
  // A new key empties the create form after a success (never before: a failed save keeps the text).
  const [createKey, setCreateKey] = useState(0);
  // What a move changed, read by screen readers (the row moves under the focused button).
  const [announcement, setAnnouncement] = useState('');

  const submit = (data: CategoryData) => {
    if (editing === null) {
      create.mutate(data, {
        onSuccess: (created) => {
          toast({ title: 'Catégorie créée', description: created.name });
          setCreateKey((key) => key + 1);
        },
        onError: (error) => failure(error, 'Erreur lors de la création de la catégorie'),
      });
    } else {
      update.mutate(
        { id: editing.id, data },
        {
          onSuccess: (updated) => {
            toast({ title: 'Catégorie mise à jour', description: updated.name });
            setEditing(null);
          },
          onError: (error) => failure(error, 'Erreur lors de la mise à jour de la catégorie'),
        },
      );
    }
  };

  const moveCategory = (category: ForumCategory, direction: 'up' | 'down') => {
    setAnnouncement('');
    move.mutate(
      { id: category.id, direction },
      {
        onSuccess: () =>
          setAnnouncement(`« ${category.name} » déplacée vers le ${direction === 'up' ? 'haut' : 'bas'}.`),
        onError: (error) => failure(error, 'Erreur lors du déplacement de la catégorie'),
      },
    );
  };

  let table: ReactNode;
  if (query.isPending) {
    table = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Chargement des catégories…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    table = (
      <ForumListError
        message="Erreur lors de la récupération des catégories"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!categories || categories.length === 0) {
    table = (
      <ForumEmptyState
        icon={<FolderPlus aria-hidden="true" />}
        title="Aucune catégorie pour le moment. Créez la première ci-dessous."
      />
    );
  } else {
    table = (
      <CategoryTable
        categories={categories}
        editingId={editing?.id ?? null}
        moving={move.isPending}
        onMove={moveCategory}
        onEdit={setEditing}
        onDelete={setToDelete}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/forum">
          <ArrowLeft aria-hidden="true" />
          Retour au forum
        </Link>
      </Button>

      <h1 className="text-3xl font-bold tracking-tight">Gérer les catégories</h1>
      <p className="mt-2 text-pretty text-muted-foreground">
        Créez, modifiez, réordonnez ou supprimez les catégories du forum.
      </p>

      <div className="mt-8 grid gap-8">
        <div aria-busy={query.isFetching || move.isPending}>{table}</div>
        <p role="status" className="sr-only">
          {announcement}
        </p>

        <CategoryForm
          key={editing ? `edit-${editing.id}` : `new-${createKey}`}
          category={editing ?? undefined}
          pending={editing ? update.isPending : create.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </div>

      <DeleteCategoryDialog
        category={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(deleted) => {
          if (editing?.id === deleted.id) setEditing(null);
        }}
      />
    </div>
  );
}
