import { FREE_TRIALS_ALLOWED } from '@shared/constants';
import type { PublicUser } from '@shared/features/auth';
import { authMessages } from '@shared/features/auth-messages';
import type { RouteAccess } from '@shared/seo';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { PageLoader } from '@/components/layout/page-loader';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';

/** DECISIONS.md: admin is `role === 'admin'`, nothing else; moderators also pass moderator routes. */
function hasRole(user: PublicUser, access: 'moderator' | 'admin') {
  return user.role === 'admin' || (access === 'moderator' && user.role === 'moderator');
}

/**
 * SPEC §6 subscription gate: admins pass; others need a plan expiring in the future or a free trial
 * left. The trial is one conversation of 10 messages (DECISIONS.md): it is "used up" once those are
 * sent, not when it starts (docs/decisions/007).
 */
function passesSubscriptionGate(user: PublicUser) {
  if (user.role === 'admin') return true;
  const expiresAt = user.subscriptionExpiresAt ? Date.parse(user.subscriptionExpiresAt) : Number.NaN;
  if (expiresAt > Date.now()) return true;
  return user.freeTrialsUsed < FREE_TRIALS_ALLOWED || user.trialMessagesLeft > 0;
}

type Notice = { title: string; key: 'loginRequired' | 'accessDenied' };

/** Redirects, showing its notice once (a ref, because StrictMode runs effects twice in development). */
function RedirectWithNotice({ to, notice, state }: { to: string; notice?: Notice; state?: unknown }) {
  const shown = useRef(false);
  useEffect(() => {
    if (!notice || shown.current) return;
    shown.current = true;
    toast({ variant: 'destructive', title: notice.title, description: authMessages[notice.key] });
  }, [notice]);
  return <Navigate to={to} replace state={state} />;
}

const loginRequired: Notice = { title: 'Connexion requise', key: 'loginRequired' };
const accessDenied: Notice = { title: 'Accès refusé', key: 'accessDenied' };

type Props = {
  access: RouteAccess;
  /** The page; without it the matched child route renders. */
  children?: ReactNode;
};

/**
 * The route-level guard of SPEC §2/§6. The server enforces the same rules on every API call; this
 * only spares users a page they cannot use.
 */
export function ProtectedRoute({ access, children }: Props) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  // Someone who logs out on a protected page is sent home, not told to log in.
  const hadUser = useRef(false);
  useEffect(() => {
    if (user) hadUser.current = true;
  }, [user]);

  if (access === 'public') return children ?? <Outlet />;
  if (isLoading) return <PageLoader />;

  if (!user) {
    if (hadUser.current) return <Navigate to="/" replace />;
    // `from` lets the auth page bring the user back here after logging in.
    return <RedirectWithNotice to="/auth" notice={loginRequired} state={{ from: location }} />;
  }
  if ((access === 'admin' || access === 'moderator') && !hasRole(user, access)) {
    return <RedirectWithNotice to="/" notice={accessDenied} />;
  }
  if (access === 'premium' && !passesSubscriptionGate(user)) {
    return <Navigate to="/subscription" replace />;
  }
  return children ?? <Outlet />;
}
