import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useModerationCounts } from '@/features/forum/api/get-moderation-counts';

import { SidebarCard } from './sidebar-card';

function pendingLabel(count: number, one: string, many: string) {
  return `${count} ${count > 1 ? many : one} en attente`;
}

/**
 * 'Modération' for moderators and admins, shown only while something waits for a decision. A
 * failed count shows nothing: the moderation page itself stays reachable from the forum's header.
 */
export function ModerationCard({ enabled }: { enabled: boolean }) {
  const query = useModerationCounts(enabled);
  const counts = query.data;
  if (!enabled || !counts || counts.topics + counts.comments === 0) return null;

  return (
    <SidebarCard
      title="Modération"
      icon={<ShieldCheck aria-hidden="true" />}
      className="border-amber-300 bg-amber-50"
    >
      <ul className="grid gap-1 text-sm">
        {counts.topics > 0 ? (
          <li className="font-medium text-amber-950">{pendingLabel(counts.topics, 'sujet', 'sujets')}</li>
        ) : null}
        {counts.comments > 0 ? (
          <li className="font-medium text-amber-950">
            {pendingLabel(counts.comments, 'commentaire', 'commentaires')}
          </li>
        ) : null}
      </ul>
      <Button asChild size="sm" className="mt-3 w-full">
        <Link to="/forum/moderation">
          Accéder à la modération
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </SidebarCard>
  );
}
