import { LAYOUT } from '@shared/constants';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';

import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';
import { UserAvatar } from './user-avatar';

// The dropdown (Radix menu, floating-ui) is only for logged-in users: visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The bell too: its query, menu and forum texts load only once someone is logged in.
const NotificationBell = lazy(() =>
  import('@/features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

function useScrolledPast(offset: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

/** Sticky header (SPEC §2): 80 px, 64 px once the page is scrolled past 50 px. */
export function Header() {
  const { user, isLoading } = useAuth();
  const scrolled = useScrolledPast(LAYOUT.scrolledAfter);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-50 border-b bg-background/95 backdrop-blur transition-[height] duration-200 supports-[backdrop-filter]:bg-background/80',
        // The height is set here, border included, so the header measures exactly 80 / 64 px.
        scrolled ? 'h-16 shadow-sm' : 'h-20',
      )}
    >
      <div className={cn('mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4')}>
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-xl font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          Sophia
        </Link>

        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNavLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {/* One bell for every width: beside the user menu on a desktop, the avatar and the menu
            button on a phone. */}
        <div className="flex items-center gap-1 lg:gap-2">
          {user ? (
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <div className="hidden items-center gap-2 lg:flex">
            {user ? (
              <Suspense fallback={<UserAvatar user={user} className="m-0.5" />}>
                <UserMenu user={user} />
              </Suspense>
            ) : isLoading ? null : (
              <>
                <Button asChild variant="ghost">
                  <Link to="/auth">Se connecter</Link>
                </Button>
                <Button asChild>
                  <Link to="/auth?tab=register">S'inscrire</Link>
                </Button>
              </>
            )}
          </div>

          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
