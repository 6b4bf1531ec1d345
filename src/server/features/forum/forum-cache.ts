import type { ForumTopicSummary } from '@shared/features/forum';
import { createTtlCache } from '../../lib/ttl-cache';
import type { PublicTopic } from './public-topic';

/**
 * What every visitor sees alike, cached briefly (the forum is read far more than written):
 * pages of approved topics, and approved topics with their approved comments. The services
 * clear the entries a moderation decision, an edit or a like touches; counters a view changes
 * may lag by the time limit, and so may another instance's writes.
 */
export function createForumCache(ttlMs = 10_000) {
  const pages = createTtlCache<ForumTopicSummary[]>({ maxEntries: 1000, ttlMs });
  const topics = createTtlCache<PublicTopic>({ maxEntries: 500, ttlMs });
  return {
    pages,
    topics,
    /** After a change that can move topics between pages (a decision, a category change). */
    clearAll() {
      pages.clear();
      topics.clear();
    },
    /** After a change inside one topic (a like, an edit). */
    clearTopic(topicId: number) {
      topics.delete(String(topicId));
    },
  };
}

export type ForumCache = ReturnType<typeof createForumCache>;
