import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { useAuth } from '@/features/auth/use-auth';

/** SPEC §9: the quiz frame is 800 px high. */
const QUIZ_FRAME_HEIGHT = 800;

/** The "Quiz Pro Care" tab of /resources: /quiz in a frame (SPEC "Resources and Forum page"). */
export function QuizTab() {
  const { user } = useAuth();

  if (!user) {
    return (
      <LoginPrompt title="Connectez-vous pour accéder au quiz">
        Testez vos connaissances sur les approches d'accompagnement et gagnez des points.
      </LoginPrompt>
    );
  }

  // `embed=1`: inside the frame the page shows without the site's header and footer (root-layout).
  return (
    <iframe
      src="/quiz?embed=1"
      title="Quiz Pro Care"
      height={QUIZ_FRAME_HEIGHT}
      loading="lazy"
      className="w-full rounded-xl border bg-background"
      style={{ height: QUIZ_FRAME_HEIGHT }}
    />
  );
}
