import { Construction, House } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** Placeholder for the screens still to come; the route guard in front of it is already the real one. */
export default function ComingSoonPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Construction aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Bientôt disponible</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">
        Cette page est en cours de préparation. Revenez très bientôt !
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Retour à l'accueil
        </Link>
      </Button>
    </div>
  );
}
