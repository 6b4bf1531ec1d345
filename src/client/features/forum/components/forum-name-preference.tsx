import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useUpdatePreferences } from '@/features/forum/api/update-preferences';
import { errorMessage } from '@/lib/api-client';

/**
 * The user's choice to appear on the forum under their username rather than as 'Utilisateur #id'
 * (PATCH /api/user/preferences). While the call runs, the box already shows the new choice.
 */
export function ForumNamePreference() {
  const { user } = useAuth();
  const update = useUpdatePreferences();
  if (!user) return null;

  const checked =
    update.isPending && update.variables.showUsernameInForum !== undefined
      ? update.variables.showUsernameInForum
      : user.showUsernameInForum;

  const onChange = (value: boolean) =>
    update.mutate(
      { showUsernameInForum: value },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Préférence enregistrée',
            description: saved.showUsernameInForum
              ? `Vous apparaissez désormais sous le nom « ${saved.username} » sur le forum.`
              : `Vous apparaissez désormais comme « Utilisateur #${saved.id} » sur le forum.`,
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(error, "Impossible d'enregistrer votre préférence."),
          }),
      },
    );

  return (
    <div className="flex items-start gap-3 rounded-lg bg-muted/60 p-3">
      <Checkbox
        id="forum-show-username"
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby="forum-show-username-hint"
        className="mt-0.5 bg-background"
      />
      <div className="grid gap-1">
        <label htmlFor="forum-show-username" className="text-sm leading-snug font-medium">
          Afficher mon nom d'utilisateur sur le forum
        </label>
        <p id="forum-show-username-hint" className="text-xs text-pretty text-muted-foreground">
          Sinon, vous apparaissez comme « Utilisateur #{user.id} » dans vos sujets et commentaires.
        </p>
      </div>
    </div>
  );
}
