import { ArrowLeft, House, SearchX } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';

export default function NotFoundPage() {
  const navigate = useNavigate();

  // SPEC: 'Retour' is the browser's history back. Only in a fresh tab, with nothing to go back
  // to, does it lead home instead of doing nothing.
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary">Erreur 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page introuvable</h1>
      <p className="mt-4 text-pretty text-lg text-muted-foreground">
        Nous sommes désolés, la page que vous recherchez n'existe pas ou a été déplacée.
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button type="button" size="lg" variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Retour
        </Button>
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            Accueil
          </Link>
        </Button>
      </div>
    </div>
  );
}
