import { Folder, FolderCog, FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/features/auth/use-auth';
import { useCategories } from '@/features/forum/api/get-categories';
import { cn } from '@/lib/cn';

import { ForumListError, useForumErrorToast } from './forum-list-states';
import { SidebarCard } from './sidebar-card';

function topicsLabel(count: number) {
  return `${count} ${count > 1 ? 'sujets' : 'sujet'}`;
}

/**
 * The category list of the forum's left column (`activeId` marks the category being read), and
 * 'Gérer les catégories' for an admin.
 */
export function CategorySidebar({ activeId }: { activeId?: number | undefined }) {
  const { user } = useAuth();
  const query = useCategories();
  useForumErrorToast(query.error, 'Impossible de charger les catégories du forum.');

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Chargement des catégories…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} aria-hidden="true" className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <ForumListError
        className="p-4"
        message="Erreur lors de la récupération des catégories"
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">Aucune catégorie pour le moment.</p>;
  } else {
    body = (
      <ul className="-mx-2 grid gap-0.5">
        {query.data.map((category) => {
          const active = category.id === activeId;
          const Icon = active ? FolderOpen : Folder;
          return (
            <li key={category.id}>
              <Link
                to={`/forum/category/${category.id}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  active && 'bg-accent font-semibold text-accent-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="min-w-0 flex-1 break-words">{category.name}</span>
                <span
                  className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground"
                  title={topicsLabel(category.topicCount)}
                >
                  <span aria-hidden="true">{category.topicCount}</span>
                  <span className="sr-only">, {topicsLabel(category.topicCount)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <SidebarCard as="nav" title="Catégories">
      {body}
      {user?.role === 'admin' ? (
        <Button asChild variant="outline" size="sm" className="mt-3 w-full">
          <Link to="/forum/categories/manage">
            <FolderCog aria-hidden="true" />
            Gérer les catégories
          </Link>
        </Button>
      ) : null}
    </SidebarCard>
  );
}
