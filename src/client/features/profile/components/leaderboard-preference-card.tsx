import { Trophy } from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { PreferenceCheckbox } from '@/features/users/components/preference-checkbox';

/** Issue 7: a user may hide themself from the leaderboard, from their profile. */
export function LeaderboardPreferenceCard() {
  return (
    <section aria-labelledby="profile-leaderboard">
      <Card>
        <CardHeader>
          <h2 id="profile-leaderboard" className="flex items-center gap-2 text-xl font-semibold">
            <Trophy aria-hidden="true" className="size-5 text-primary" />
            Classement
          </h2>
          <CardDescription className="text-pretty">
            Le classement de la page Progression & badges montre le nom d'utilisateur, l'avatar, le niveau et
            les points des membres.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <PreferenceCheckbox
            id="profile-show-in-leaderboard"
            preference="showInLeaderboard"
            label="Apparaître dans le classement"
            hint="Si vous décochez cette case, vous continuez à gagner des points et des badges, mais vous n'apparaissez plus dans le classement des membres."
            savedText={(saved) =>
              saved.showInLeaderboard
                ? 'Vous apparaissez désormais dans le classement.'
                : "Vous n'apparaissez plus dans le classement."
            }
          />
        </CardContent>
      </Card>
    </section>
  );
}
