import type { ForumStatus } from '@shared/features/forum';
import { Clock, Info } from 'lucide-react';

/**
 * What the author reads under their own item (DECISIONS.md "Forum"): a pending item awaits a
 * moderator and can still be edited; a rejected one says why, when the moderator gave a reason.
 */
export function OwnItemNotice({
  kind,
  status,
  rejectionReason,
}: {
  kind: 'topic' | 'comment';
  status: ForumStatus;
  rejectionReason?: string | undefined;
}) {
  if (status === 'approved') return null;

  if (status === 'pending') {
    return (
      <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>En attente de modération. Vous pouvez encore le modifier depuis la page du sujet.</span>
      </p>
    );
  }

  return (
    <div className="mt-3 flex gap-2 rounded-lg bg-destructive/10 p-3 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <div className="grid gap-0.5">
        <p className="font-medium">
          {kind === 'topic'
            ? "Ce sujet n'a pas été accepté par la modération."
            : "Ce commentaire n'a pas été accepté par la modération."}
        </p>
        {rejectionReason ? <p className="break-words">Motif : {rejectionReason}</p> : null}
      </div>
    </div>
  );
}
