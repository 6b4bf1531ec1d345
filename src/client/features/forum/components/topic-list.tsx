import type { ForumTopicSummary } from '@shared/features/forum';
import type { ReactNode } from 'react';

import { ForumPagedList, type PagedListLabels, type PagedQuery } from './forum-paged-list';
import { TopicCard } from './topic-card';

const topicLabels: PagedListLabels = {
  loading: 'Chargement des sujets…',
  error: 'Erreur lors de la récupération des sujets',
  toast: 'Impossible de charger les sujets du forum.',
  more: 'Afficher plus de sujets',
};

type Props = {
  query: PagedQuery<ForumTopicSummary>;
  empty: ReactNode;
  filter?: ((topic: ForumTopicSummary) => boolean) | undefined;
  /** Other texts for the own-topics lists ('… de vos sujets'). */
  labels?: Partial<PagedListLabels>;
  /** Extra content of a card: the author's moderation notice on their own lists. */
  renderNotice?: (topic: ForumTopicSummary) => ReactNode;
};

/** Topic cards with skeletons, error and empty states, and 'Afficher plus de sujets'. */
export function TopicList({ query, empty, filter, labels, renderNotice }: Props) {
  return (
    <ForumPagedList
      query={query}
      labels={{ ...topicLabels, ...labels }}
      empty={empty}
      filter={filter}
      getKey={(topic) => topic.id}
      renderItem={(topic) => <TopicCard topic={topic}>{renderNotice?.(topic)}</TopicCard>}
    />
  );
}

/** Case- and accent-insensitive match of a search on a topic's title and excerpt. */
export function matchesSearch(topic: Pick<ForumTopicSummary, 'title' | 'excerpt'>, search: string): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  return fold(topic.title).includes(needle) || fold(topic.excerpt).includes(needle);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr');
}
