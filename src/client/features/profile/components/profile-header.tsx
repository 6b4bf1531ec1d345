import type { PublicUser } from '@shared/features/auth';
import { CreditCard, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { planLabel, subscriptionState } from '@/features/profile/profile-format';

const stateVariant = { Actif: 'success', Inactif: 'outline', Free: 'secondary' } as const;

/** SPEC §2 Profile: who the user is and their subscription ('Basic' / 'Free' by default). */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const state = subscriptionState(user);

  return (
    <section aria-labelledby="profile-username">
      <Card className="gap-0 py-0">
        <CardContent className="flex flex-col gap-6 p-6 sm:flex-row sm:items-start">
          {/* The initials repeat the username read just after: hidden from screen readers. */}
          <div aria-hidden="true">
            <UserAvatar user={user} className="size-16 [&_[data-slot=avatar-fallback]]:text-xl" />
          </div>
          <div className="min-w-0 flex-1">
            <h2 id="profile-username" className="text-2xl font-semibold break-words">
              {user.username}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">E-mail</dt>
              <dd className="font-medium break-all">{user.email ?? 'Non renseigné'}</dd>
              <dt className="text-muted-foreground">Abonnement</dt>
              <dd className="font-medium">{planLabel(user)}</dd>
              <dt className="text-muted-foreground">Statut</dt>
              <dd>
                <Badge variant={stateVariant[state.label]}>{state.label}</Badge>
                <p className="mt-1 text-pretty text-muted-foreground">{state.detail}</p>
              </dd>
            </dl>
            <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button asChild variant="outline">
                <Link to="/subscription">
                  <CreditCard aria-hidden="true" />
                  Gérer mon abonnement
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/gamification">
                  <Trophy aria-hidden="true" />
                  Progression & badges
                </Link>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
