import { PRODUCT_NAME } from '@shared/constants';
import { forumMessages } from '@shared/features/forum';
import { ArrowLeft, LogIn, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { useTopic } from '@/features/forum/api/get-topic';
import { TopicComments } from '@/features/forum/components/topic-comments';
import { TopicPageMessage, TopicSkeleton } from '@/features/forum/components/topic-page-states';
import { TopicView } from '@/features/forum/components/topic-view';
import { ApiError, errorMessage } from '@/lib/api-client';

const LOAD_ERROR = 'Erreur lors de la récupération du sujet';

/** The route's id when it is one the server could accept (SPEC §8: 'ID du sujet non valide' otherwise). */
function parseTopicId(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** /forum/topic/:id, public (SPEC "Forum screens"; DECISIONS.md "Forum"). */
export default function ForumTopicPage() {
  const params = useParams();
  const id = parseTopicId(params.id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useTopic(id);
  const status = query.error instanceof ApiError ? query.error.status : undefined;
  const title = query.data?.topic.title;

  // SPEC §8: 'Sujet non trouvé' → a toast, then back to the forum. Other failures (not the 400 and
  // 403 the page explains itself) raise the 'Erreur' toast beside the inline retry.
  useEffect(() => {
    if (!query.error) return;
    if (status === 404) {
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(query.error, forumMessages.topicNotFound),
      });
      navigate('/forum', { replace: true });
    } else if (status !== 400 && status !== 403) {
      toast({ variant: 'destructive', title: 'Erreur', description: LOAD_ERROR });
    }
  }, [query.error, status, navigate]);

  useEffect(() => {
    if (!title) return;
    // RouteMeta, after the page in the layout, sets the route's generic title in the same commit:
    // set this one once it has run.
    const timer = setTimeout(() => {
      document.title = `${title} | ${PRODUCT_NAME}`;
    }, 0);
    return () => clearTimeout(timer);
  }, [title]);

  let body: ReactNode;
  if (id === undefined || (status === 400 && !query.data)) {
    body = (
      <TopicPageMessage title={forumMessages.invalidTopicId}>
        L'adresse de ce sujet est incorrecte. Retrouvez-le depuis la liste des sujets du forum.
      </TopicPageMessage>
    );
  } else if (query.data) {
    body = (
      <>
        <TopicView topic={query.data.topic} categories={query.data.categories} user={user} />
        <TopicComments topic={query.data.topic} comments={query.data.comments} user={user} />
      </>
    );
  } else if (status === 403) {
    body = (
      <TopicPageMessage
        title={forumMessages.topicPending}
        action={
          user ? null : (
            <Button asChild>
              <Link to="/auth" state={{ from: location }}>
                <LogIn aria-hidden="true" />
                Se connecter
              </Link>
            </Button>
          )
        }
      >
        Tant qu'un modérateur ne l'a pas validé, seuls son auteur et les modérateurs peuvent le consulter.
      </TopicPageMessage>
    );
  } else if (query.isError && status !== 404) {
    body = (
      <TopicPageMessage
        title={LOAD_ERROR}
        action={
          <Button type="button" disabled={query.isFetching} onClick={() => query.refetch()}>
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            Réessayer
          </Button>
        }
      >
        {errorMessage(
          query.error,
          "Le sujet n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
        )}
      </TopicPageMessage>
    );
  } else {
    // Loading, or a 404 on its way back to the forum.
    body = <TopicSkeleton />;
  }

  const showBackLink = id !== undefined && (query.data !== undefined || query.isPending);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      {showBackLink ? (
        <Button asChild variant="ghost" className="-ml-3 mb-4">
          <Link to="/forum">
            <ArrowLeft aria-hidden="true" />
            Retour au forum
          </Link>
        </Button>
      ) : null}
      {body}
    </div>
  );
}
