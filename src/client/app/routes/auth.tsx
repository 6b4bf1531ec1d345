import { authMessages } from '@shared/features/auth-messages';
import { useEffect, useRef } from 'react';
import { type Location, Navigate, useLocation, useSearchParams } from 'react-router';

import { PageLoader } from '@/components/layout/page-loader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { AuthMarketing } from '@/features/auth/components/auth-marketing';
import { GoogleSignIn } from '@/features/auth/components/google-sign-in';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useAuth } from '@/features/auth/use-auth';

/** What the server's Google sign-in redirects back with (`/auth?notice=…`) when it could not log in. */
const googleNotices: Record<string, string> = {
  'google-unavailable': authMessages.googleUnavailable,
  'google-failed': authMessages.googleFailed,
  'google-email-unverified': authMessages.googleEmailUnverified,
  'google-link-required': authMessages.googleLinkRequired,
  'google-subject-conflict': authMessages.googleSubjectConflict,
  'google-link-login': authMessages.googleLinkLogin,
};

type Tab = 'login' | 'register';

/** Shows the `?notice=` toast once, then removes the parameter so a reload does not show it again. */
function useGoogleNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get('notice');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!notice || handled.current === notice) return;
    handled.current = notice;
    const description = googleNotices[notice];
    if (description) toast({ variant: 'destructive', title: 'Échec de la connexion', description });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('notice');
        return next;
      },
      { replace: true },
    );
  }, [notice, setParams]);
}

/** Where to go once logged in: back to the page the guard sent us from, else home (SPEC §2). */
function afterLogin(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  if (!from || from.pathname.startsWith('/auth')) return '/';
  return `${from.pathname}${from.search}${from.hash}`;
}

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  useGoogleNotice();

  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const selectTab = (value: string) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      // Switching tabs is not a new page: no history entry, and the guard's `from` is kept.
      { replace: true, state: location.state },
    );
  };

  if (user) return <Navigate to={afterLogin(location.state)} replace />;
  if (isLoading) return <PageLoader />;

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-16 lg:grid-cols-2">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">Bienvenue sur Sophia</h1>
          </CardTitle>
          <CardDescription>Connectez-vous ou créez votre compte gratuitement.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab} className="gap-6">
            <TabsList className="grid h-10 w-full grid-cols-2">
              <TabsTrigger value="login">Connexion</TabsTrigger>
              <TabsTrigger value="register">Inscription</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-6">
              <LoginForm />
              <GoogleSignIn />
            </TabsContent>
            <TabsContent value="register" className="grid gap-6">
              <RegisterForm />
              <GoogleSignIn />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <AuthMarketing />
    </div>
  );
}
