import type { TopicSort } from '@shared/features/forum';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { CategorySidebar } from '@/features/forum/components/category-sidebar';
import { ForumBackLink, NewTopicAction } from '@/features/forum/components/forum-page-header';
import { ForumSearch } from '@/features/forum/components/forum-search';
import { AllTopicsList, MyTopicsList } from '@/features/forum/components/forum-topic-lists';
import { ModerationCard } from '@/features/forum/components/moderation-card';
import { ForumJoinCard, MyActivities } from '@/features/forum/components/my-activities';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The tabs, as they read in the URL (?tab=): 'Tous' is the default and leaves the URL bare. */
const sortTabs: { value: string; label: string; sort: TopicSort }[] = [
  { value: 'tous', label: 'Tous', sort: 'activity' },
  { value: 'recents', label: 'Récents', sort: 'recent' },
  { value: 'populaires', label: 'Populaires', sort: 'popular' },
];
const MINE = 'mes-sujets';

/** /forum (public): categories, search, the topic tabs, and the member's and moderator's tools. */
export default function ForumPage() {
  const { user, isLoading } = useAuth();
  const canModerate = user?.role === 'moderator' || user?.role === 'admin';

  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // 'Mes sujets' only exists for a logged-in user; any unknown tab is 'Tous'.
  const tab =
    (requested === MINE && user) || sortTabs.some((t) => t.value === requested) ? requested! : 'tous';
  const selectTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'tous') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ForumBackLink to="/">Retour à l'accueil</ForumBackLink>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Forum</h1>
          <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
            Un espace modéré pour échanger entre professionnels de l'accompagnement : posez vos questions,
            partagez vos situations (sans données identifiantes) et vos pratiques.
          </p>
        </div>
        <NewTopicAction />
      </div>

      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        {/* First in the reading order (search and topics come first on a phone), shown on the
            right of the category column on a large screen. */}
        <div className="grid min-w-0 content-start gap-5 lg:col-start-2 lg:row-start-1">
          <h2 className="sr-only">Sujets du forum</h2>
          <ForumSearch value={search} onChange={setSearch} label="Rechercher dans le forum..." />

          <Tabs value={tab} onValueChange={selectTab} className="gap-4">
            <TabsList className={cn('grid h-10 w-full sm:w-fit', user ? 'grid-cols-4' : 'grid-cols-3')}>
              {sortTabs.map((t) => (
                <TabsTrigger key={t.value} value={t.value} className="px-3 sm:px-4">
                  {t.label}
                </TabsTrigger>
              ))}
              {user ? (
                <TabsTrigger value={MINE} className="px-3 sm:px-4">
                  Mes sujets
                </TabsTrigger>
              ) : null}
            </TabsList>
            {sortTabs.map((t) => (
              <TabsContent key={t.value} value={t.value}>
                <AllTopicsList sort={t.sort} q={q} canPost={Boolean(user)} />
              </TabsContent>
            ))}
            {user ? (
              <TabsContent value={MINE}>
                <MyTopicsList search={q} />
              </TabsContent>
            ) : null}
          </Tabs>
        </div>

        <aside
          aria-label="Catégories et activités"
          className="grid content-start gap-4 lg:col-start-1 lg:row-start-1"
        >
          <ModerationCard enabled={canModerate} />
          <CategorySidebar />
          {user ? <MyActivities /> : isLoading ? null : <ForumJoinCard />}
        </aside>
      </div>
    </div>
  );
}
