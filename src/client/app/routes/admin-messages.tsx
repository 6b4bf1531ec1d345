import { Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { type ContactMessageFolder, useContactMessages } from '@/features/contact/api/get-contact-messages';
import { ContactMessageCard } from '@/features/contact/components/contact-message-card';

function MessageList({ folder }: { folder: ContactMessageFolder }) {
  const { data, isPending, isError, refetch, isFetching } = useContactMessages(folder);

  if (isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Chargement…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 w-full rounded-xl" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 p-6 text-center">
        <p className="font-medium">Erreur lors de la récupération des messages</p>
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          disabled={isFetching}
          onClick={() => refetch()}
        >
          <RefreshCw aria-hidden="true" />
          Réessayer
        </Button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed p-10 text-center">
        <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
        <p className="mt-3 font-medium">Aucun message</p>
      </div>
    );
  }

  return (
    <ul className="grid gap-4">
      {data.map((message) => (
        <li key={message.id}>
          <ContactMessageCard message={message} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/messages (admin only, guarded in the router and on the server). */
export default function AdminMessagesPage() {
  const [folder, setFolder] = useState<ContactMessageFolder>('inbox');

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">Messages de contact</h1>
      <p className="mt-2 text-muted-foreground">Les messages reçus par le formulaire de contact.</p>

      <Tabs
        value={folder}
        onValueChange={(value) => setFolder(value === 'archived' ? 'archived' : 'inbox')}
        className="mt-8 gap-6"
      >
        <TabsList className="grid h-10 w-full grid-cols-2 sm:w-fit">
          <TabsTrigger value="inbox" className="px-4">
            Boîte de réception
          </TabsTrigger>
          <TabsTrigger value="archived" className="px-4">
            Archivés
          </TabsTrigger>
        </TabsList>
        <TabsContent value="inbox">
          <MessageList folder="inbox" />
        </TabsContent>
        <TabsContent value="archived">
          <MessageList folder="archived" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
