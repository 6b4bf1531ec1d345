import type { TopicSort } from '@shared/features/forum';
import { ArrowLeft, FolderX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { parseCategoryId, useCategory } from '@/features/forum/api/get-category';
import { CategorySidebar } from '@/features/forum/components/category-sidebar';
import { ForumListError, useForumErrorToast } from '@/features/forum/components/forum-list-states';
import { ForumBackLink, NewTopicAction } from '@/features/forum/components/forum-page-header';
import { ForumSearch } from '@/features/forum/components/forum-search';
import { CategoryTopicsList } from '@/features/forum/components/forum-topic-lists';
import { ApiError } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const sortTabs: { value: TopicSort; label: string }[] = [
  { value: 'activity', label: 'Tous' },
  { value: 'recent', label: 'Récents' },
  { value: 'popular', label: 'Populaires' },
];

/** /forum/category/{id} (public): the category, a search within it and its topics. */
export default function ForumCategoryPage() {
  const raw = useParams().id;
  // A new category starts with an empty search and the default order.
  return <CategoryScreen key={raw} id={parseCategoryId(raw)} />;
}

function CategoryScreen({ id }: { id: number | undefined }) {
  const { user } = useAuth();
  const query = useCategory(id);
  // 400 and 404 are "this category does not exist" (SPEC §8), not a failure to report.
  const missing =
    id === undefined || (query.error instanceof ApiError && [400, 404].includes(query.error.status));
  useForumErrorToast(missing ? null : query.error, 'Impossible de charger la catégorie.');

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<TopicSort>('activity');

  if (missing) return <CategoryNotFound />;

  const category = query.data;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ForumBackLink to="/forum">Retour au forum</ForumBackLink>

      {query.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Chargement de la catégorie…</span>
          <Skeleton aria-hidden="true" className="h-10 w-64" />
          <Skeleton aria-hidden="true" className="h-5 w-full max-w-xl" />
        </div>
      ) : !category ? (
        <>
          <h1 className="sr-only">Catégorie du forum</h1>
          <ForumListError
            message="Erreur lors de la récupération de la catégorie"
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-medium text-primary">Catégorie</p>
              <h1 className="mt-1 text-3xl font-bold tracking-tight break-words sm:text-4xl">
                {category.name}
              </h1>
              <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">{category.description}</p>
            </div>
            <NewTopicAction categoryId={category.id} />
          </div>

          <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
            <div className="grid min-w-0 content-start gap-5 lg:col-start-2 lg:row-start-1">
              <h2 className="sr-only">Sujets de la catégorie</h2>
              <ForumSearch value={search} onChange={setSearch} label="Rechercher dans cette catégorie..." />
              <Tabs value={sort} onValueChange={(value) => setSort(value as TopicSort)} className="gap-4">
                <TabsList className="grid h-10 w-full grid-cols-3 sm:w-fit">
                  {sortTabs.map((t) => (
                    <TabsTrigger key={t.value} value={t.value} className="px-3 sm:px-4">
                      {t.label}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {sortTabs.map((t) => (
                  <TabsContent key={t.value} value={t.value}>
                    <CategoryTopicsList
                      categoryId={category.id}
                      sort={t.value}
                      q={q}
                      canPost={Boolean(user)}
                    />
                  </TabsContent>
                ))}
              </Tabs>
            </div>
            <aside
              aria-label="Autres catégories"
              className="grid content-start gap-4 lg:col-start-1 lg:row-start-1"
            >
              <CategorySidebar activeId={category.id} />
            </aside>
          </div>
        </>
      )}
    </div>
  );
}

/** SPEC §8: an invalid or unknown category id shows 'Catégorie non trouvée'. */
function CategoryNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <FolderX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">Catégorie non trouvée</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        Cette catégorie n'existe pas ou a été supprimée.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/forum">
          <ArrowLeft aria-hidden="true" />
          Retour au forum
        </Link>
      </Button>
    </div>
  );
}
