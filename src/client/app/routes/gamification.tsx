import { Activity, Medal, Trophy } from 'lucide-react';

import { PageLoader } from '@/components/layout/page-loader';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/use-auth';
import { HistoryPanel } from '@/features/gamification/components/history-panel';
import { LeaderboardPanel } from '@/features/gamification/components/leaderboard-panel';
import { LevelPanel } from '@/features/gamification/components/level-panel';
import { PointsTable } from '@/features/gamification/components/points-table';

/**
 * /gamification (logged-in, SPEC §2 "Gamification"): a welcome, how points are earned (SPEC §9),
 * then the tabs Niveau, Activités and Classement. Each tab loads its data when first opened.
 */
export default function GamificationPage() {
  const { user } = useAuth();
  // The route's guard waits for the user.
  if (!user) return <PageLoader />;

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:py-12">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Progression & badges</h1>
        <p className="text-lg text-pretty">Bienvenue, {user.username} !</p>
        <p className="text-pretty text-muted-foreground">
          Chacune de vos contributions à la communauté vous rapporte des points. Ils vous font monter de
          niveau et débloquer des badges.
        </p>
      </header>

      <section aria-labelledby="earn-heading">
        <Card className="gap-0 py-0">
          <CardContent className="grid gap-3 p-6">
            <h2 id="earn-heading" className="text-xl font-semibold">
              Comment gagner des points
            </h2>
            <PointsTable />
          </CardContent>
        </Card>
      </section>

      <Tabs defaultValue="level" className="gap-6">
        <TabsList className="h-auto w-full sm:w-fit">
          <TabsTrigger value="level" className="py-1.5">
            <Medal aria-hidden="true" />
            Niveau
          </TabsTrigger>
          <TabsTrigger value="history" className="py-1.5">
            <Activity aria-hidden="true" />
            Activités
          </TabsTrigger>
          <TabsTrigger value="leaderboard" className="py-1.5">
            <Trophy aria-hidden="true" />
            Classement
          </TabsTrigger>
        </TabsList>
        <TabsContent value="level">
          <LevelPanel />
        </TabsContent>
        <TabsContent value="history">
          <HistoryPanel />
        </TabsContent>
        <TabsContent value="leaderboard">
          <LeaderboardPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
