import type { ResourceData } from '@shared/features/resources';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useCreateResource } from '@/features/resources/api/create-resource';
import { resourceQueryOptions } from '@/features/resources/api/get-resource';
import { useUpdateResource } from '@/features/resources/api/update-resource';
import { errorMessage } from '@/lib/api-client';

import { ResourceForm } from './resource-form';

export type FormTarget = { mode: 'create' } | { mode: 'edit'; id: number };

type Props = { target: FormTarget | null; onClose: () => void };

function failure(error: unknown, fallback: string) {
  toast({ variant: 'destructive', title: 'Erreur', description: errorMessage(error, fallback) });
}

/**
 * Create or edit a resource. Editing loads the resource afresh (the list has no content). A failed
 * save leaves the dialog open with what was typed; a successful one closes it.
 */
export function ResourceFormDialog({ target, onClose }: Props) {
  const create = useCreateResource();
  const update = useUpdateResource();
  const editingId = target?.mode === 'edit' ? target.id : undefined;
  // Always refetched when the form opens: another admin may have changed it since it was cached.
  const detail = useQuery({
    ...resourceQueryOptions(editingId ?? 0),
    enabled: editingId !== undefined,
    staleTime: 0,
  });

  const submit = (data: ResourceData) => {
    if (editingId === undefined) {
      create.mutate(data, {
        onSuccess: (created) => {
          toast({ title: 'Ressource créée', description: created.title });
          onClose();
        },
        onError: (error) => failure(error, 'Erreur lors de la création de la ressource'),
      });
    } else {
      update.mutate(
        { id: editingId, data },
        {
          onSuccess: (updated) => {
            toast({ title: 'Ressource mise à jour', description: updated.title });
            onClose();
          },
          onError: (error) => failure(error, 'Erreur lors de la mise à jour de la ressource'),
        },
      );
    }
  };

  let body: ReactNode;
  if (editingId === undefined) {
    body = <ResourceForm pending={create.isPending} onSubmit={submit} onCancel={onClose} />;
  } else if (detail.isError) {
    body = (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm">
        {errorMessage(detail.error, 'Erreur lors de la récupération de la ressource')}
      </p>
    );
  } else if (!detail.data || detail.isFetching) {
    body = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Chargement de la ressource…</span>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  } else {
    body = (
      <ResourceForm
        key={editingId}
        resource={detail.data}
        pending={update.isPending}
        onSubmit={submit}
        onCancel={onClose}
      />
    );
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {editingId === undefined ? 'Nouvelle ressource' : 'Modifier la ressource'}
          </DialogTitle>
          <DialogDescription>
            Le titre, la description, le type, l'approche, le public et l'éditeur sont obligatoires.
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
