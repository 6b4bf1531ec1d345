import { LEADERBOARD_SIZE } from '@shared/features/gamification';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { useAuth } from '@/features/auth/use-auth';

import { useLeaderboard } from '../api/get-leaderboard';
import { LoadError, LoadingRows, useErrorToast } from './gamification-states';
import { LeaderboardRow } from './leaderboard-row';

const LEADERBOARD_ERROR = 'Impossible de charger le classement.';

/**
 * The 'Classement' tab: the top 20, then the caller's own entry, set apart, when it is further down.
 * Members without points or who chose to hide themselves are not listed (the server filters them).
 */
export function LeaderboardPanel() {
  const { user } = useAuth();
  const query = useLeaderboard();
  useErrorToast(query.error, LEADERBOARD_ERROR);

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingRows label="Chargement du classement…" rows={5} className="h-14 w-full" />;
  } else if (query.isError) {
    body = (
      <LoadError message={LEADERBOARD_ERROR} onRetry={() => query.refetch()} retrying={query.isFetching} />
    );
  } else {
    // The server sends the caller's own entry last when it is outside the top 20.
    const top = query.data.slice(0, LEADERBOARD_SIZE);
    const own = query.data.slice(LEADERBOARD_SIZE).find((entry) => entry.isCurrentUser);
    body =
      top.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-pretty text-muted-foreground">
          Personne n'a encore gagné de points. Participez au forum ou faites un quiz pour ouvrir le classement
          !
        </p>
      ) : (
        <div className="grid gap-2">
          <ol aria-label={`Les ${top.length} premiers membres`} className="grid gap-2">
            {top.map((entry) => (
              <LeaderboardRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {own ? (
            <>
              <p
                aria-hidden="true"
                className="text-center text-xl leading-none font-bold text-muted-foreground"
              >
                …
              </p>
              <ol aria-label="Votre position" className="grid gap-2">
                <LeaderboardRow entry={own} />
              </ol>
            </>
          ) : null}
        </div>
      );
  }

  return (
    <section aria-labelledby="leaderboard-heading" className="grid gap-4">
      <div>
        <h2 id="leaderboard-heading" className="text-xl font-semibold">
          Classement
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">
          Les {LEADERBOARD_SIZE} membres qui ont gagné le plus de points. À points égaux, même rang.
        </p>
      </div>
      {user && !user.showInLeaderboard ? (
        <div className="flex items-start gap-3 rounded-xl border bg-muted/50 p-4 text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <p className="text-pretty">
            Vous avez choisi de ne pas apparaître dans le classement.{' '}
            <Link to="/profile" className="font-medium text-primary underline underline-offset-4">
              Modifier ce choix dans mon profil
            </Link>
          </p>
        </div>
      ) : null}
      {body}
    </section>
  );
}
