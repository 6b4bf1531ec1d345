import { useAuth } from '@/features/auth/use-auth';
import { PreferenceCheckbox } from '@/features/users/components/preference-checkbox';

/** The user's choice to appear on the forum under their username rather than as 'Utilisateur #id'. */
export function ForumNamePreference() {
  const { user } = useAuth();
  return (
    <PreferenceCheckbox
      id="forum-show-username"
      preference="showUsernameInForum"
      label="Afficher mon nom d'utilisateur sur le forum"
      hint={<>Sinon, vous apparaissez comme « Utilisateur #{user?.id} » dans vos sujets et commentaires.</>}
      savedText={(saved) =>
        saved.showUsernameInForum
          ? `Vous apparaissez désormais sous le nom « ${saved.username} » sur le forum.`
          : `Vous apparaissez désormais comme « Utilisateur #${saved.id} » sur le forum.`
      }
    />
  );
}
