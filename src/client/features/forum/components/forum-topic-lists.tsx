import type { TopicSort } from '@shared/features/forum';
import { MessagesSquare, PenSquare, SearchX } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { useCategoryTopics } from '@/features/forum/api/get-category-topics';
import { useMyTopics } from '@/features/forum/api/get-my-topics';
import { useTopics } from '@/features/forum/api/get-topics';

import { ForumEmptyState } from './forum-list-states';
import { OwnItemNotice } from './own-item-notice';
import { matchesSearch, TopicList } from './topic-list';

function NewTopicButton({ to = '/forum/new', children }: { to?: string; children: string }) {
  return (
    <Button asChild>
      <Link to={to}>
        <PenSquare aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/** 'Aucun sujet trouvé', with a hint for a search or an invitation to start the first topic. */
function NoTopicFound({ searching, newTopicTo }: { searching: boolean; newTopicTo?: string | undefined }) {
  return (
    <ForumEmptyState
      icon={searching ? <SearchX aria-hidden="true" /> : <MessagesSquare aria-hidden="true" />}
      title="Aucun sujet trouvé"
      action={
        !searching && newTopicTo ? <NewTopicButton to={newTopicTo}>Nouveau sujet</NewTopicButton> : null
      }
    >
      {searching
        ? "Essayez d'autres mots-clés ou vérifiez l'orthographe."
        : 'Soyez la première personne à lancer une discussion.'}
    </ForumEmptyState>
  );
}

/** The 'Tous', 'Récents' and 'Populaires' tabs of /forum: searched on the server (`q`). */
export function AllTopicsList({ sort, q, canPost }: { sort: TopicSort; q: string; canPost: boolean }) {
  const query = useTopics({ sort, q });
  return (
    <TopicList
      query={query}
      empty={<NoTopicFound searching={q !== ''} newTopicTo={canPost ? '/forum/new' : undefined} />}
    />
  );
}

/**
 * The 'Mes sujets' tab: the user's topics in every status, filtered here by the search (the
 * endpoint has no `q`), with each one's moderation notice.
 */
export function MyTopicsList({ search }: { search: string }) {
  const query = useMyTopics();
  return (
    <TopicList
      query={query}
      filter={search ? (topic) => matchesSearch(topic, search) : undefined}
      labels={{
        loading: 'Chargement de vos sujets…',
        error: 'Erreur lors de la récupération de vos sujets',
        toast: 'Impossible de charger vos sujets.',
      }}
      renderNotice={(topic) => (
        <OwnItemNotice kind="topic" status={topic.status} rejectionReason={topic.rejectionReason} />
      )}
      empty={
        search && (query.data?.pages[0]?.items.length ?? 0) > 0 ? (
          <NoTopicFound searching />
        ) : (
          <ForumEmptyState
            icon={<PenSquare aria-hidden="true" />}
            title="Vous n'avez pas encore créé de sujet"
            action={<NewTopicButton>Créer un sujet</NewTopicButton>}
          >
            Une question, une situation à partager ? Lancez une discussion avec vos collègues.
          </ForumEmptyState>
        )
      }
    />
  );
}

/** The topics of one category (/forum/category/{id}), searched on the server. */
export function CategoryTopicsList({
  categoryId,
  sort,
  q,
  canPost,
}: {
  categoryId: number;
  sort: TopicSort;
  q: string;
  canPost: boolean;
}) {
  const query = useCategoryTopics(categoryId, { sort, q });
  return (
    <TopicList
      query={query}
      empty={
        <NoTopicFound
          searching={q !== ''}
          newTopicTo={canPost ? `/forum/new?category=${categoryId}` : undefined}
        />
      }
    />
  );
}
