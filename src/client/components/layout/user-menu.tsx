import type { PublicUser } from '@shared/features/auth';
import { CreditCard, Library, LogOut, type LucideIcon, Mail, Trophy, User, Users } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/features/auth/use-auth';

import { accountLinks, adminLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

const icons: Record<string, LucideIcon> = {
  '/profile': User,
  '/subscription': CreditCard,
  '/gamification': Trophy,
  '/admin/resources': Library,
  '/admin/users': Users,
  '/admin/messages': Mail,
};

function MenuLink({ to, label }: { to: string; label: string }) {
  const Icon = icons[to];
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {label}
      </Link>
    </DropdownMenuItem>
  );
}

/** The desktop user menu (SPEC §2), on the avatar button. */
export function UserMenu({ user }: { user: PublicUser }) {
  const { logout } = useAuth();

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-10 rounded-full" aria-label="Menu utilisateur">
          <UserAvatar user={user} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate">{user.username}</span>
          {user.email ? (
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks.map((link) => (
            <MenuLink key={link.to} {...link} />
          ))}
        </DropdownMenuGroup>
        {user.role === 'admin' ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
                Administration
              </DropdownMenuLabel>
              {adminLinks.map((link) => (
                <MenuLink key={link.to} {...link} />
              ))}
            </DropdownMenuGroup>
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          Se déconnecter
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
