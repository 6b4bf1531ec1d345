import { Settings } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { ForumTab } from '@/features/forum/components/forum-tab';
import { QuizTab } from '@/features/quiz/components/quiz-tab';
import { ResourceLibrary } from '@/features/resources/components/resource-library';

const tabs = ['ressources', 'forum', 'quiz'] as const;
type Tab = (typeof tabs)[number];

/** /resources, public (DECISIONS.md): the library, and the forum and quiz for members. */
export default function ResourcesPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  // The tab is in the URL too (?tab=forum), so "back" and a shared link land on it.
  const tab: Tab = tabs.find((candidate) => candidate === params.get('tab')) ?? 'ressources';

  const selectTab = (value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'ressources') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Ressources et forum</h1>
          <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
            Ouvrages, articles, formations, vidéos et outils choisis pour accompagner les personnes âgées, les
            enfants et les personnes en situation de handicap.
          </p>
        </div>
        {user?.role === 'admin' ? (
          <Button asChild variant="outline" className="self-start sm:self-auto">
            <Link to="/admin/resources">
              <Settings aria-hidden="true" />
              Gérer les ressources
            </Link>
          </Button>
        ) : null}
      </div>

      <Tabs value={tab} onValueChange={selectTab} className="mt-8 gap-6">
        <TabsList className="grid h-10 w-full grid-cols-3 sm:w-fit">
          <TabsTrigger value="ressources" className="px-4">
            Ressources
          </TabsTrigger>
          <TabsTrigger value="forum" className="px-4">
            Forum
          </TabsTrigger>
          <TabsTrigger value="quiz" className="px-4">
            Quiz Pro Care
          </TabsTrigger>
        </TabsList>
        <TabsContent value="ressources">
          <ResourceLibrary />
        </TabsContent>
        <TabsContent value="forum">
          <ForumTab />
        </TabsContent>
        <TabsContent value="quiz">
          <QuizTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
