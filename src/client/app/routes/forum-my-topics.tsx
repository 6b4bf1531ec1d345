import { MessageSquare, PenSquare } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useMyTopics } from '@/features/forum/api/get-my-topics';
import { ForumEmptyState } from '@/features/forum/components/forum-list-states';
import { ForumBackLink, NewTopicAction } from '@/features/forum/components/forum-page-header';
import { OwnItemNotice } from '@/features/forum/components/own-item-notice';
import { TopicList } from '@/features/forum/components/topic-list';

/** /forum/my-topics (logged-in): the user's own topics in every status, with moderation notices. */
export default function ForumMyTopicsPage() {
  const query = useMyTopics();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <ForumBackLink to="/forum">Retour au forum</ForumBackLink>

      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mes sujets</h1>
          <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
            Tous vos sujets, publiés ou en attente de modération. Un sujet en attente peut encore être modifié
            depuis sa page.
          </p>
        </div>
        <NewTopicAction />
      </div>

      <Button asChild variant="link" className="mt-2 -ml-4 px-4">
        <Link to="/forum/my-comments">
          <MessageSquare aria-hidden="true" />
          Voir mes commentaires
        </Link>
      </Button>

      <section aria-label="Vos sujets" className="mt-6">
        <TopicList
          query={query}
          labels={{
            loading: 'Chargement de vos sujets…',
            error: 'Erreur lors de la récupération de vos sujets',
            toast: 'Impossible de charger vos sujets.',
          }}
          renderNotice={(topic) => (
            <OwnItemNotice kind="topic" status={topic.status} rejectionReason={topic.rejectionReason} />
          )}
          empty={
            <ForumEmptyState
              icon={<PenSquare aria-hidden="true" />}
              title="Vous n'avez pas encore créé de sujet"
              action={
                <Button asChild>
                  <Link to="/forum/new">
                    <PenSquare aria-hidden="true" />
                    Créer un sujet
                  </Link>
                </Button>
              }
            >
              Une question, une situation à partager ? Lancez une discussion avec vos collègues.
            </ForumEmptyState>
          }
        />
      </section>
    </div>
  );
}
