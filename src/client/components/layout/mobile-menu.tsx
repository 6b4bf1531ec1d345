import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';

import { accountLinks, adminLinks, mainNavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

const PANEL_ID = 'mobile-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2.5 text-base font-medium outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
    isActive && 'bg-accent text-accent-foreground',
  );

function LinkList({
  links,
  onNavigate,
}: {
  links: readonly { to: string; label: string }[];
  onNavigate: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.to === '/'} className={linkClass} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Below `lg`: the hamburger and its panel (SPEC §2), plus the avatar link to the profile. */
export function MobileMenu() {
  const { user, isLoading, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation closes the panel, including the browser's back button (adjusting state while
  // rendering avoids showing the open panel over the next page for one frame).
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div className="flex items-center gap-1 lg:hidden">
      {user ? (
        <Link
          to="/profile"
          aria-label="Mon profil"
          className="rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <UserAvatar user={user} />
        </Link>
      ) : null}
      <Button
        ref={buttonRef}
        type="button"
        variant="ghost"
        size="icon"
        className="size-11"
        aria-label={open ? 'Fermer le menu' : 'Ouvrir le menu'}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </Button>

      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4">
          {user ? (
            <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
              <UserAvatar user={user} className="size-10" />
              <div className="min-w-0">
                <p className="truncate font-semibold">{user.username}</p>
                {user.email ? <p className="truncate text-sm text-muted-foreground">{user.email}</p> : null}
              </div>
            </div>
          ) : null}

          <nav aria-label="Navigation principale">
            <LinkList links={mainNavLinks} onNavigate={close} />
          </nav>

          {user ? (
            <>
              <section aria-labelledby="mobile-account-title">
                <h2
                  id="mobile-account-title"
                  className="px-3 pb-1 text-sm font-semibold text-muted-foreground"
                >
                  Mon compte
                </h2>
                <LinkList links={accountLinks} onNavigate={close} />
              </section>
              {user.role === 'admin' ? (
                <section aria-labelledby="mobile-admin-title">
                  <h2
                    id="mobile-admin-title"
                    className="px-3 pb-1 text-sm font-semibold text-muted-foreground"
                  >
                    Administration
                  </h2>
                  <LinkList links={adminLinks} onNavigate={close} />
                </section>
              ) : null}
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={logout.isPending}
                onClick={() => {
                  close();
                  logout.mutate();
                }}
              >
                <LogOut aria-hidden="true" />
                Se déconnecter
              </Button>
            </>
          ) : isLoading ? null : (
            <div className="grid gap-2 sm:grid-cols-2">
              <Button asChild variant="outline" size="lg">
                <Link to="/auth" onClick={close}>
                  Se connecter
                </Link>
              </Button>
              <Button asChild size="lg">
                <Link to="/auth?tab=register" onClick={close}>
                  S'inscrire
                </Link>
              </Button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
