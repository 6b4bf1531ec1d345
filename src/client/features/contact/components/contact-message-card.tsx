import { LOCALE, TIME_ZONE } from '@shared/constants';
import { type ContactMessage, contactRoles } from '@shared/features/contact';
import { Archive, ArchiveRestore, MailCheck } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import {
  type ContactMessageChange,
  useUpdateContactMessage,
} from '@/features/contact/api/update-contact-message';
import { errorMessage } from '@/lib/api-client';

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

const done: Record<'read' | 'archived' | 'restored', string> = {
  read: 'Message marqué comme lu',
  archived: 'Message archivé',
  restored: 'Message désarchivé',
};

/** One contact message in the admin inbox, with its read and archive actions. */
export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const update = useUpdateContactMessage();
  const unread = message.readAt === null;
  const archived = message.archivedAt !== null;
  const titleId = `message-${message.id}-subject`;

  const change = (patch: Omit<ContactMessageChange, 'id'>, success: keyof typeof done) =>
    update.mutate(
      { id: message.id, ...patch },
      {
        onSuccess: () => toast({ title: done[success] }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Erreur',
            description: errorMessage(error, 'Impossible de mettre à jour le message.'),
          }),
      },
    );

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border bg-card p-5 shadow-sm data-[unread=true]:border-primary/40"
      data-unread={unread}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-pretty">
          {message.subject}
        </h2>
        {unread ? <Badge>Non lu</Badge> : null}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Nom</dt>
        <dd className="text-muted-foreground">{message.name}</dd>
        <dt className="font-medium">Email</dt>
        <dd className="break-all">
          <a href={`mailto:${message.email}`} className="text-primary underline-offset-4 hover:underline">
            {message.email}
          </a>
        </dd>
        <dt className="font-medium">Profession</dt>
        <dd className="text-muted-foreground">{contactRoles[message.role] ?? message.role}</dd>
        <dt className="font-medium">Reçu le</dt>
        <dd className="text-muted-foreground">
          <time dateTime={message.createdAt}>{dateFormat.format(new Date(message.createdAt))}</time>
        </dd>
      </dl>
      <p className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-muted p-4 text-sm">
        {message.message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {unread ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => change({ read: true }, 'read')}
          >
            <MailCheck aria-hidden="true" />
            Marquer comme lu
          </Button>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={update.isPending}
          onClick={() =>
            archived ? change({ archived: false }, 'restored') : change({ archived: true }, 'archived')
          }
        >
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Désarchiver' : 'Archiver'}
        </Button>
      </div>
    </article>
  );
}
