import { authMessages } from '@shared/features/auth-messages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';

import { GoogleMark } from './google-sign-in';

/** What the server's link callback redirects back with (`/profile?notice=…`), docs/decisions/012. */
const linkNotices: Record<string, { title: string; description: string; failed: boolean }> = {
  'google-linked': { title: 'Compte Google lié', description: authMessages.googleLinked, failed: false },
  'google-link-taken': {
    title: 'Liaison impossible',
    description: authMessages.googleLinkTaken,
    failed: true,
  },
  'google-link-other': {
    title: 'Liaison impossible',
    description: authMessages.googleLinkOther,
    failed: true,
  },
  'google-failed': { title: 'Liaison impossible', description: authMessages.googleFailed, failed: true },
  'google-unavailable': {
    title: 'Liaison impossible',
    description: authMessages.googleUnavailable,
    failed: true,
  },
};

/** Shows the `?notice=` toast once, then removes the parameter so a reload does not show it again. */
function useLinkNotice() {
  const [params, setParams] = useSearchParams();
  const notice = params.get('notice');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!notice || handled.current === notice) return;
    handled.current = notice;
    const shown = linkNotices[notice];
    if (shown) {
      toast({
        ...(shown.failed ? { variant: 'destructive' as const } : {}),
        title: shown.title,
        description: shown.description,
      });
    }
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

/**
 * The profile's Google sign-in: "Lier mon compte Google" when Google is enabled and the account
 * has no Google link. A real link (full navigation), never a fetch: the server answers with
 * redirects, to Google and back to /profile?notice=….
 */
export function GoogleLinkCard({
  googleEnabled,
  googleLinked,
}: {
  googleEnabled: boolean;
  googleLinked: boolean;
}) {
  useLinkNotice();
  if (!googleEnabled) return null;

  return (
    <section aria-labelledby="profile-google">
      <Card>
        <CardHeader>
          <h2 id="profile-google" className="flex items-center gap-2 text-xl font-semibold">
            <GoogleMark />
            Connexion avec Google
          </h2>
          <CardDescription className="text-pretty">
            {googleLinked
              ? 'Votre compte est lié à Google : vous pouvez vous connecter avec Google ou avec votre mot de passe.'
              : 'Liez votre compte Google pour vous connecter aussi avec Google. Vous passerez par Google, puis reviendrez sur cette page.'}
          </CardDescription>
        </CardHeader>
        {googleLinked ? null : (
          <CardContent>
            <Button asChild variant="outline">
              <a href="/api/auth/google?link=1">Lier mon compte Google</a>
            </Button>
          </CardContent>
        )}
      </Card>
    </section>
  );
}
