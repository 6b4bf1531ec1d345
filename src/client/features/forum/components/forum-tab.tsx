import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { LoginPrompt } from '@/features/auth/components/login-prompt';
import { useAuth } from '@/features/auth/use-auth';

/**
 * The "Forum" tab of /resources. For now a way into /forum; the forum issue puts the recent
 * topics here (SPEC "Resources and Forum page").
 */
export function ForumTab() {
  const { user } = useAuth();

  if (!user) {
    return (
      <LoginPrompt title="Connectez-vous pour accéder au forum">
        Échangez avec d'autres professionnels de l'accompagnement, posez vos questions et partagez vos
        pratiques.
      </LoginPrompt>
    );
  }

  return (
    <div className="flex flex-col items-center rounded-xl border p-8 text-center sm:p-12">
      <MessagesSquare aria-hidden="true" className="size-10 text-primary" />
      <h2 className="mt-4 text-xl font-semibold">Le forum des professionnels</h2>
      <p className="mt-2 max-w-md text-pretty text-muted-foreground">
        Posez vos questions, partagez vos expériences et découvrez les pratiques de vos collègues.
      </p>
      <Button asChild className="mt-6">
        <Link to="/forum">Aller au forum</Link>
      </Button>
    </div>
  );
}
