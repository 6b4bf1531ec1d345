import type { MyLevel } from '@shared/features/gamification';

import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

import { useMyLevel } from '../api/get-my-level';
import { pointsLabel } from '../gamification-format';
import { BadgeGrid } from './badge-grid';
import { LoadError, LoadingRows, useErrorToast } from './gamification-states';
import { LevelBadge } from './level-badge';

const LEVEL_ERROR = 'Impossible de charger votre progression.';

/** 'Encore 20 points pour atteindre le niveau 4 — Observation', or the top level's message. */
export function nextLevelText(level: Pick<MyLevel, 'nextLevel' | 'pointsForNextLevel'>): string {
  if (!level.nextLevel || level.pointsForNextLevel === null) {
    return 'Vous avez atteint le plus haut niveau. Bravo pour votre engagement !';
  }
  return `Encore ${pointsLabel(level.pointsForNextLevel)} pour atteindre le niveau ${level.nextLevel.number} — ${level.nextLevel.name}`;
}

/** The 'Niveau' tab: the caller's level, points, progress to the next level, then the badges. */
export function LevelPanel() {
  const query = useMyLevel();
  useErrorToast(query.error, LEVEL_ERROR);

  if (query.isPending)
    return <LoadingRows label="Chargement de votre progression…" rows={3} className="h-28 w-full" />;
  if (query.isError) {
    return <LoadError message={LEVEL_ERROR} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }

  const level = query.data;
  const { currentLevel } = level;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="level-heading">
        <Card className="gap-0 py-0">
          <CardContent className="grid gap-4 p-6">
            <h2 id="level-heading" className="text-xl font-semibold">
              Votre niveau
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              {/* The heading beside it says the same in full: hidden from screen readers. */}
              <span aria-hidden="true">
                <LevelBadge level={currentLevel.number} className="px-2 py-1 text-sm" />
              </span>
              <p className="text-2xl font-bold">
                Niveau {currentLevel.number} — {currentLevel.name}
              </p>
            </div>
            <p className="text-pretty text-muted-foreground">{currentLevel.description}</p>
            <p className="text-lg">
              <span className="font-semibold tabular-nums">{pointsLabel(level.points)}</span> au total
            </p>
            <div className="grid gap-2">
              <Progress
                value={level.progression}
                aria-label={
                  level.nextLevel
                    ? `Progression vers le niveau ${level.nextLevel.number}`
                    : 'Progression du niveau'
                }
                aria-describedby="level-next"
              />
              <p id="level-next" className="text-sm text-muted-foreground">
                {nextLevelText(level)}
              </p>
            </div>
          </CardContent>
        </Card>
      </section>
      <section aria-labelledby="badges-heading" className="grid gap-2">
        <h2 id="badges-heading" className="text-xl font-semibold">
          Vos badges
        </h2>
        <BadgeGrid badges={level.badges} />
      </section>
    </div>
  );
}
