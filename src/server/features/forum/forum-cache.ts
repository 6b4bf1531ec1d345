import type { ForumTopicDetail, ForumTopicSummary } from '@shared/features/forum';
import { createTtlCache } from '../../lib/ttl-cache';
import type { PublicTopic } from './public-topic';
import type { TopicPage } from './topic-lists';
import type { TopicSummaryRow } from './topics.repository';

/**
 * What every visitor sees alike, cached briefly (the forum is read far more than written): pages
 * of approved topics, and approved topics with their approved comments. The services clear what a
 * moderation decision, an edit, a like or a category change touches; counters a view changes may
 * lag by the time limit, and so may another instance's writes.
 */
export function createForumCache(ttlMs = 10_000) {
  // Visitor answers are built from the shared layers: aligned windows keep another instance's
  // writes unseen for at most `ttlMs` in all, as the README promises (not twice that).
  const pages = createTtlCache<{ rows: TopicSummaryRow[]; summaries: Map<number, ForumTopicSummary> }>({
    maxEntries: 1000,
    ttlMs,
    aligned: true,
  });
  const topics = createTtlCache<PublicTopic>({ maxEntries: 500, ttlMs, aligned: true });
  // A visitor's whole answer, kept as one object so its JSON and compressed bytes are memoized.
  const visitorPages = createTtlCache<TopicPage>({ maxEntries: 1000, ttlMs, aligned: true });
  const visitorTopics = createTtlCache<ForumTopicDetail>({ maxEntries: 500, ttlMs, aligned: true });
  return {
    pages,
    topics,
    visitorPages,
    visitorTopics,
    /** Views this instance already counted (topic and viewer): a repeated view skips the database. */
    seenViews: createTtlCache<true>({ maxEntries: 100_000, ttlMs: 12 * 3_600_000 }),
    /** After a change that can move topics between pages (a decision, a category change). */
    clearAll() {
      pages.clear();
      topics.clear();
      visitorPages.clear();
      visitorTopics.clear();
    },
    /** After a change inside one topic (a like, an edit). */
    clearTopic(topicId: number) {
      topics.delete(String(topicId));
      visitorTopics.delete(String(topicId));
    },
  };
}

export type ForumCache = ReturnType<typeof createForumCache>;
