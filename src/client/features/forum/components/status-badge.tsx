import type { ForumStatus } from '@shared/features/forum';
import { CircleCheck, CircleX, Clock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';

/**
 * The moderation status of a topic or comment (SPEC "Forum screens", DECISIONS.md "Forum"):
 * 'Approuvé', 'En attente' ('En attente d'approbation' in long form) or 'Refusé'.
 */
export function StatusBadge({ status, long = false }: { status: ForumStatus; long?: boolean }) {
  if (status === 'approved') {
    return (
      <Badge variant="success">
        <CircleCheck aria-hidden="true" />
        Approuvé
      </Badge>
    );
  }
  if (status === 'rejected') {
    return (
      <Badge variant="destructive">
        <CircleX aria-hidden="true" />
        Refusé
      </Badge>
    );
  }
  return (
    <Badge variant="secondary" className="border-amber-300 bg-amber-100 text-amber-900">
      <Clock aria-hidden="true" />
      {long ? "En attente d'approbation" : 'En attente'}
    </Badge>
  );
}
