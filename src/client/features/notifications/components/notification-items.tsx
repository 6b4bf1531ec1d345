import { type ForumNotification, notificationText } from '@shared/features/notifications';
import { Link } from 'react-router';

import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { relativeAge } from '@/features/forum/forum-format';
import { cn } from '@/lib/cn';

function notificationHref(n: ForumNotification): string | null {
  if (n.topicId === null) return null;
  return n.commentId === null
    ? `/forum/topic/${n.topicId}`
    : `/forum/topic/${n.topicId}#comment-${n.commentId}`;
}

function NotificationBody({ notification: n }: { notification: ForumNotification }) {
  const rejected = n.type === 'topic_rejected' || n.type === 'comment_rejected';
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className={cn('text-pretty', n.read ? 'text-foreground/80' : 'font-medium')}>
        {n.read ? null : <span className="sr-only">Non lue : </span>}
        {notificationText(n)}
      </span>
      {rejected && n.reason ? <span className="text-muted-foreground">Motif : {n.reason}</span> : null}
      <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
        {relativeAge(n.createdAt)}
      </time>
    </span>
  );
}

/** One notification: a link to the topic (the comment when there is one), or plain once the topic is gone. */
function NotificationItem({
  notification: n,
  onSelect,
}: {
  notification: ForumNotification;
  onSelect: () => void;
}) {
  const href = notificationHref(n);
  const className = cn(
    'items-start gap-3 px-3 py-2.5 leading-snug',
    n.read ? null : 'bg-primary/5 focus:bg-primary/10',
  );
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')}
      />
      <NotificationBody notification={n} />
    </>
  );
  if (!href) {
    return (
      <DropdownMenuItem className={className} onSelect={onSelect}>
        {content}
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild className={className} onSelect={onSelect}>
      <Link to={href}>{content}</Link>
    </DropdownMenuItem>
  );
}

/** The notifications of the open bell menu, newest first. */
export function NotificationItems({
  items,
  onSelect,
}: {
  items: ForumNotification[];
  onSelect: (notification: ForumNotification) => void;
}) {
  return items.map((n) => <NotificationItem key={n.id} notification={n} onSelect={() => onSelect(n)} />);
}
