import { ArrowLeft, LogIn, PenSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';

/** The forum pages' back link. */
export function ForumBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="-ml-3 mb-4 text-muted-foreground hover:text-foreground">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/**
 * 'Nouveau sujet' for a logged-in user; a visitor is asked to log in instead (and comes back
 * here afterwards). Nothing while the session is still being read, so neither flashes.
 */
export function NewTopicAction({ categoryId }: { categoryId?: number | undefined }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" className="self-start sm:self-auto">
        <Link to="/auth" state={{ from: location }}>
          <LogIn aria-hidden="true" />
          Se connecter pour participer
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild className="self-start sm:self-auto">
      <Link to={categoryId === undefined ? '/forum/new' : `/forum/new?category=${categoryId}`}>
        <PenSquare aria-hidden="true" />
        Nouveau sujet
      </Link>
    </Button>
  );
}
