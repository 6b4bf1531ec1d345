import { ChevronRight, FileText, MessageSquare, UserRound, Users } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';

import { ForumNamePreference } from './forum-name-preference';
import { SidebarCard } from './sidebar-card';

const links = [
  { to: '/forum/my-topics', label: 'Mes sujets', Icon: FileText },
  { to: '/forum/my-comments', label: 'Mes commentaires', Icon: MessageSquare },
] as const;

/** 'Mes activités' (logged-in users): their own topics and comments, and how they appear. */
export function MyActivities() {
  return (
    <SidebarCard title="Mes activités" icon={<UserRound aria-hidden="true" />}>
      <ul className="-mx-2 grid gap-0.5">
        {links.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <span className="flex-1">{label}</span>
              <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <ForumNamePreference />
      </div>
    </SidebarCard>
  );
}

/** The visitor's counterpart of 'Mes activités': what an account allows, and the way to one. */
export function ForumJoinCard() {
  const location = useLocation();
  return (
    <SidebarCard title="Participer au forum" icon={<Users aria-hidden="true" />}>
      <p className="text-sm text-pretty text-muted-foreground">
        Connectez-vous pour publier des sujets, commenter et suivre vos contributions.
      </p>
      <div className="mt-3 grid gap-2">
        <Button asChild size="sm">
          <Link to="/auth" state={{ from: location }}>
            Se connecter
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/auth?tab=register" state={{ from: location }}>
            Créer un compte
          </Link>
        </Button>
      </div>
    </SidebarCard>
  );
}
