import { FileText, MessageSquare, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useMyComments } from '@/features/forum/api/get-my-comments';
import { ForumEmptyState } from '@/features/forum/components/forum-list-states';
import { ForumBackLink } from '@/features/forum/components/forum-page-header';
import { ForumPagedList } from '@/features/forum/components/forum-paged-list';
import { MyCommentCard } from '@/features/forum/components/my-comment-card';

/** /forum/my-comments (logged-in): the user's own comments in every status, each with its topic. */
export default function ForumMyCommentsPage() {
  const query = useMyComments();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <ForumBackLink to="/forum">Retour au forum</ForumBackLink>

      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Mes commentaires</h1>
      <p className="mt-3 max-w-2xl text-pretty text-muted-foreground">
        Tous vos commentaires, publiés ou en attente de modération. Un commentaire en attente peut encore être
        modifié depuis la page du sujet.
      </p>

      <Button asChild variant="link" className="mt-2 -ml-4 px-4">
        <Link to="/forum/my-topics">
          <FileText aria-hidden="true" />
          Voir mes sujets
        </Link>
      </Button>

      <section aria-label="Vos commentaires" className="mt-6">
        <ForumPagedList
          query={query}
          labels={{
            loading: 'Chargement de vos commentaires…',
            error: 'Erreur lors de la récupération de vos commentaires',
            toast: 'Impossible de charger vos commentaires.',
            more: 'Afficher plus de commentaires',
          }}
          getKey={(comment) => comment.id}
          renderItem={(comment) => <MyCommentCard comment={comment} />}
          empty={
            <ForumEmptyState
              icon={<MessageSquare aria-hidden="true" />}
              title="Vous n'avez pas encore écrit de commentaire"
              action={
                <Button asChild>
                  <Link to="/forum">
                    <MessagesSquare aria-hidden="true" />
                    Parcourir le forum
                  </Link>
                </Button>
              }
            >
              Répondez à un sujet pour partager votre expérience avec vos collègues.
            </ForumEmptyState>
          }
        />
      </section>
    </div>
  );
}
