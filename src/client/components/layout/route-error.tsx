import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/**
 * Shown inside the shell when a page crashes or its code cannot be loaded (typically a tab left
 * open across a deployment, whose old chunks are gone): reloading fetches the new version.
 */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Une erreur est survenue</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        La page n'a pas pu s'afficher. Rechargez-la ; si le problème persiste, revenez plus tard.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button type="button" size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Recharger la page
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/" reloadDocument>
            Accueil
          </Link>
        </Button>
      </div>
    </div>
  );
}
