import { PageLoader } from '@/components/layout/page-loader';
import { GoogleLinkCard } from '@/features/auth/components/google-link-card';
import { useAuth } from '@/features/auth/use-auth';
import { usePublicConfig } from '@/features/privacy/api/get-public-config';
import { ConversationHistory } from '@/features/profile/components/conversation-history';
import { DeleteAccountCard } from '@/features/profile/components/delete-account-card';
import { LeaderboardPreferenceCard } from '@/features/profile/components/leaderboard-preference-card';
import { MyDataCard } from '@/features/profile/components/my-data-card';
import { ProfileHeader } from '@/features/profile/components/profile-header';

/**
 * /profile (logged-in, SPEC §2 Profile): who the user is and their plan, their recent
 * conversations with Sophia, their Google sign-in, their data (download, retention) and the
 * account's deletion.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const config = usePublicConfig();
  // The route's guard waits for the user; null only for the instant the account is deleted.
  if (!user) return <PageLoader />;

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mon profil</h1>
      <ProfileHeader user={user} />
      <ConversationHistory />
      <LeaderboardPreferenceCard />
      <GoogleLinkCard googleEnabled={config.data?.googleEnabled === true} googleLinked={user.googleLinked} />
      <MyDataCard />
      <DeleteAccountCard />
    </div>
  );
}
