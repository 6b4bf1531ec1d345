import type { AdminUser } from '@shared/features/users';
import { ArrowLeft, Loader2, RefreshCw, Search, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useAdminUsers } from '@/features/users/api/get-admin-users';
import { AdminUserFormDialog, type UserFormTarget } from '@/features/users/components/admin-user-form-dialog';
import { AdminUsersTable } from '@/features/users/components/admin-users-table';
import { DeleteAdminUserDialog } from '@/features/users/components/delete-admin-user-dialog';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const LOAD_ERROR = 'Erreur lors de la récupération des utilisateurs';

/** /admin/users (admin only: guarded in the router, enforced by the API). */
export default function AdminUsersPage() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const query = useAdminUsers(q || undefined);
  const [formTarget, setFormTarget] = useState<UserFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<AdminUser | null>(null);

  // SPEC §8: a failed fetch also raises a toast titled 'Erreur' (a new error object is a new failure).
  useEffect(() => {
    if (query.error) toast({ variant: 'destructive', title: 'Erreur', description: LOAD_ERROR });
  }, [query.error]);

  const users = query.data?.pages.flatMap((page) => page.items);
  const updating = query.isPlaceholderData && query.isFetching;

  let list: ReactNode;
  if (query.isPending) {
    list = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Chargement des utilisateurs…</span>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (!users) {
    list = (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center">
        <p className="font-medium">{LOAD_ERROR}</p>
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          disabled={query.isFetching}
          onClick={() => query.refetch()}
        >
          <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          Réessayer
        </Button>
      </div>
    );
  } else if (users.length === 0) {
    list = (
      <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
        {q ? 'Aucun utilisateur trouvé' : 'Aucun utilisateur pour le moment.'}
      </p>
    );
  } else {
    list = (
      <AdminUsersTable
        users={users}
        currentUserId={me?.id}
        onEdit={(user) => setFormTarget({ mode: 'edit', user })}
        onDelete={setToDelete}
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Retour à l'accueil
        </Link>
      </Button>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Gérer les utilisateurs</h1>
          <p className="mt-2 text-muted-foreground">
            Créez des comptes, modifiez leur rôle ou leur mot de passe, ou supprimez-les.
          </p>
        </div>
        <Button
          type="button"
          className="self-start sm:self-auto"
          onClick={() => setFormTarget({ mode: 'create' })}
        >
          <UserPlus aria-hidden="true" />
          Nouvel utilisateur
        </Button>
      </div>

      <div className="mt-8 grid max-w-md gap-2">
        <Label htmlFor="admin-user-search">Rechercher un utilisateur</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="admin-user-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Nom d'utilisateur ou adresse e-mail"
            autoComplete="off"
            maxLength={100}
            className="h-10 pl-9"
          />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
        <p role="status" className="sr-only">
          {updating ? 'Recherche…' : ''}
        </p>
        {list}
        {query.isFetchNextPageError ? (
          <p role="alert" className="text-center text-sm text-destructive">
            {LOAD_ERROR}
          </p>
        ) : null}
        {users && query.hasNextPage ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-center"
            disabled={query.isFetchingNextPage || updating}
            onClick={() => query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
            {query.isFetchingNextPage ? 'Chargement…' : 'Charger plus'}
          </Button>
        ) : null}
      </div>

      <AdminUserFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteAdminUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
