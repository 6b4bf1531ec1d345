import type { ForumTopicDetail } from '@shared/features/forum';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createForumCache } from './forum-cache';
import type { PublicTopic } from './public-topic';

afterEach(() => vi.useRealTimers());

describe('the forum cache', () => {
  it("keeps another instance's change unseen for at most 10 s across its two layers", () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const cache = createForumCache();
    cache.topics.set('7', {} as PublicTopic);
    vi.advanceTimersByTime(9_999);
    // The visitor answer is made from the shared topic read 9.999 s ago.
    cache.visitorTopics.set('7', {} as ForumTopicDetail);
    vi.advanceTimersByTime(1);
    expect(cache.visitorTopics.get('7')).toBeUndefined();
  });
});
