import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';

type Props = { title: string; children?: ReactNode };

/** Shown to visitors instead of a member-only block; after logging in they come back here. */
export function LoginPrompt({ title, children }: Props) {
  const location = useLocation();
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed p-8 text-center sm:p-12">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LogIn aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      {children ? <div className="mt-2 max-w-md text-pretty text-muted-foreground">{children}</div> : null}
      <Button asChild className="mt-6">
        {/* `from` is what the auth page sends the user back to (as the route guard does). */}
        <Link to="/auth" state={{ from: location }}>
          Se connecter
        </Link>
      </Button>
    </div>
  );
}
