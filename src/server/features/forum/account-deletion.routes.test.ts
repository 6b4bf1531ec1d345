import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumComments, forumTopics } from '../../db/schema';
import { registerUser } from '../../test/build-test-app';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';

// docs/decisions/017: a deleted account leaves its published posts (as 'Utilisateur supprimé')
// and nothing in the moderation queues.
let w: ForumWorld;
let category: number;
let topic: number;

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
  topic = await w.postTopic(w.alice.cookie, [category], 'Un sujet publié par Alice');
  await w.moderate(w.moderator.cookie, 'topics', topic, true);
});
afterAll(() => w.t.close());

async function memberWithPosts() {
  const carol = await registerUser(w.t.app);
  const topics = {
    approved: await w.postTopic(carol.cookie, [category], 'Sujet publié de Carol'),
    pending: await w.postTopic(carol.cookie, [category], 'Sujet en attente de Carol'),
    rejected: await w.postTopic(carol.cookie, [category], 'Sujet refusé de Carol'),
  };
  await w.moderate(w.moderator.cookie, 'topics', topics.approved, true);
  await w.moderate(w.moderator.cookie, 'topics', topics.rejected, false, 'Hors sujet');
  const comments = {
    approved: await w.postComment(carol.cookie, topic, 'Commentaire publié de Carol.'),
    pending: await w.postComment(carol.cookie, topic, 'Commentaire en attente de Carol.'),
    rejected: await w.postComment(carol.cookie, topic, 'Commentaire refusé de Carol.'),
  };
  await w.moderate(w.moderator.cookie, 'comments', comments.approved, true);
  await w.moderate(w.moderator.cookie, 'comments', comments.rejected, false);
  return { carol, topics, comments };
}

async function remaining({ topics, comments }: Awaited<ReturnType<typeof memberWithPosts>>) {
  const topicRows = await w.t.db
    .select({ id: forumTopics.id })
    .from(forumTopics)
    .where(inArray(forumTopics.id, Object.values(topics)));
  const commentRows = await w.t.db
    .select({ id: forumComments.id })
    .from(forumComments)
    .where(inArray(forumComments.id, Object.values(comments)));
  return { topics: topicRows.map((r) => r.id), comments: commentRows.map((r) => r.id) };
}

const queue = async (kind: string) =>
  ((await w.call('GET', `/api/forum/${kind}`, w.moderator.cookie)).json() as { id: number }[]).map(
    (item) => item.id,
  );

describe('deleting an account and its forum posts', () => {
  it('removes its pending and rejected posts, and keeps the published ones as a deleted user', async () => {
    const posts = await memberWithPosts();
    const response = await w.call('DELETE', '/api/user', posts.carol.cookie, { confirm: 'SUPPRIMER' });
    expect(response.statusCode).toBe(204);

    expect(await remaining(posts)).toEqual({
      topics: [posts.topics.approved],
      comments: [posts.comments.approved],
    });
    expect(await queue('pending-topics')).not.toContain(posts.topics.pending);
    expect(await queue('pending-comments')).not.toContain(posts.comments.pending);
    expect(await queue('rejected-topics')).not.toContain(posts.topics.rejected);
    const kept = (await w.call('GET', `/api/forum/topics/${posts.topics.approved}`)).json().topic;
    expect(kept.author.name).toBe('Utilisateur supprimé');
    // The published comment still counts on its topic.
    const detail = (await w.call('GET', `/api/forum/topics/${topic}`)).json();
    expect(detail.comments.map((c: { id: number }) => c.id)).toContain(posts.comments.approved);
    expect(detail.topic.commentCount).toBe(1);
  });

  it('does the same when an admin deletes the account', async () => {
    const posts = await memberWithPosts();
    const response = await w.call('DELETE', `/api/admin/users/${posts.carol.user.id}`, w.admin.cookie);
    expect(response.statusCode).toBe(204);
    expect(await remaining(posts)).toEqual({
      topics: [posts.topics.approved],
      comments: [posts.comments.approved],
    });
  });
});
