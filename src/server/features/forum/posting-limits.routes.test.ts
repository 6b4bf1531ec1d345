import { FORUM_LIMITS } from '@shared/features/forum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';

// docs/decisions/017: each member may post so many topics and comments in a window.
let w: ForumWorld;
let category: number;

const tooMany = 'Vous avez publié beaucoup de messages en peu de temps. Veuillez réessayer un peu plus tard.';

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
});
afterAll(() => w.t.close());

describe('posting limits per member', () => {
  it('refuses a topic beyond the hourly limit, for that member only', async () => {
    expect(FORUM_LIMITS.topicsPerHour).toBe(10);
    for (let i = 0; i < FORUM_LIMITS.topicsPerHour; i += 1) {
      await w.postTopic(w.alice.cookie, [category], `Question numéro ${i} du jour`);
    }
    const refused = await w.call('POST', '/api/forum/topics', w.alice.cookie, {
      title: 'Une question de trop',
      content: 'Encore une question, la onzième de cette heure-ci.',
      categories: [category],
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: tooMany });
    // Another member (same address in tests) is not held back by Alice's posts.
    expect(await w.postTopic(w.bruno.cookie, [category], 'La question de Bruno')).toBeGreaterThan(0);
  });

  it('refuses a comment beyond the limit of ten minutes', async () => {
    const topic = await w.postTopic(w.moderator.cookie, [category], 'Un sujet très commenté');
    await w.moderate(w.admin.cookie, 'topics', topic, true);
    expect(FORUM_LIMITS.commentsPerTenMinutes).toBe(30);
    for (let i = 0; i < FORUM_LIMITS.commentsPerTenMinutes; i += 1) {
      await w.postComment(w.bruno.cookie, topic, `Commentaire numéro ${i}.`);
    }
    const refused = await w.call('POST', `/api/forum/topics/${topic}/comments`, w.bruno.cookie, {
      content: 'Un commentaire de trop.',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: tooMany });
    expect(await w.postComment(w.alice.cookie, topic, 'Le commentaire d’Alice.')).toBeGreaterThan(0);
  });

  it('still answers 401 to a visitor, before any limit', async () => {
    const response = await w.call('POST', '/api/forum/topics', undefined, {
      title: 'Sujet anonyme',
      content: 'Un visiteur ne peut pas publier de sujet.',
      categories: [category],
    });
    expect(response.statusCode).toBe(401);
  });
});
