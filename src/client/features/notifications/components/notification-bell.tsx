import { Bell, CheckCheck } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-read';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read';

import { NotificationItems } from './notification-items';

function unreadLabel(count: number) {
  if (count === 0) return 'Notifications';
  return `Notifications, ${count} ${count > 1 ? 'non lues' : 'non lue'}`;
}

/**
 * The header's bell (DECISIONS.md "Forum"): approvals, rejections, replies and likes. Fetched when
 * it mounts and each time it opens, never polled (SPEC §9). A failure stays quiet: no count.
 */
export function NotificationBell() {
  const query = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.items ?? [];

  const loading = (
    <p role="status" className="px-3 py-6 text-center text-sm text-muted-foreground">
      Chargement des notifications…
    </p>
  );
  let list: ReactNode;
  if (query.data === undefined && query.isFetching) {
    list = loading;
  } else if (query.data === undefined) {
    list = (
      <p className="px-3 py-6 text-center text-sm text-muted-foreground">
        Les notifications ne sont pas disponibles pour le moment.
      </p>
    );
  } else if (items.length === 0) {
    list = (
      <p className="px-3 py-6 text-center text-sm text-muted-foreground">
        Aucune notification pour le moment.
      </p>
    );
  } else {
    list = (
      <div className="max-h-[min(26rem,60dvh)] overflow-y-auto p-1">
        <NotificationItems items={items} onSelect={(n) => (n.read ? undefined : markRead.mutate(n.id))} />
      </div>
    );
  }

  return (
    <DropdownMenu
      modal={false}
      onOpenChange={(open) => {
        if (open) void query.refetch();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-10 rounded-full"
          aria-label={unreadLabel(unread)}
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-background"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 py-1 pr-1 pl-2">
          <DropdownMenuLabel className="text-base">Notifications</DropdownMenuLabel>
          <DropdownMenuItem
            className="text-primary"
            disabled={unread === 0 || markAll.isPending}
            onSelect={(event) => {
              // The list stays open, to show everything read.
              event.preventDefault();
              markAll.mutate();
            }}
          >
            <CheckCheck aria-hidden="true" className="text-primary" />
            Tout marquer comme lu
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="m-0" />
        {list}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
