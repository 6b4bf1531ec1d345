import { Trophy } from 'lucide-react';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useUpdateLeaderboardPreference } from '@/features/gamification/api/update-leaderboard-preference';
import { errorMessage } from '@/lib/api-client';

/**
 * Issue 7: a user may hide themself from the leaderboard (PATCH /api/user/preferences). While the
 * call runs the box shows the new choice; on failure it returns to the saved one.
 */
export function LeaderboardPreferenceCard() {
  const { user } = useAuth();
  const update = useUpdateLeaderboardPreference();
  if (!user) return null;

  const checked = update.isPending ? update.variables : user.showInLeaderboard;

  const onChange = (value: boolean) =>
    update.mutate(value, {
      onSuccess: (saved) =>
        toast({
          title: 'Préférence enregistrée',
          description: saved.showInLeaderboard
            ? 'Vous apparaissez désormais dans le classement.'
            : "Vous n'apparaissez plus dans le classement.",
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Erreur',
          description: errorMessage(error, "Impossible d'enregistrer votre préférence."),
        }),
    });

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
          <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-3">
            <Checkbox
              id="profile-show-in-leaderboard"
              checked={checked}
              disabled={update.isPending}
              onCheckedChange={(value) => onChange(value === true)}
              aria-describedby="profile-show-in-leaderboard-hint"
              className="mt-0.5 bg-background"
            />
            <div className="grid gap-1">
              <label htmlFor="profile-show-in-leaderboard" className="text-sm leading-snug font-medium">
                Apparaître dans le classement
              </label>
              <p id="profile-show-in-leaderboard-hint" className="text-xs text-pretty text-muted-foreground">
                Si vous décochez cette case, vous continuez à gagner des points et des badges, mais vous
                n'apparaissez plus dans le classement des membres.
              </p>
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
