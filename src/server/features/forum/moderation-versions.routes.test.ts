import { forumMessages } from '@shared/features/forum';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommentsRepository } from './comments.repository';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';
import { createTopicsRepository } from './topics.repository';

// docs/decisions/017: an approval publishes the version the moderator read, or nothing.
let w: ForumWorld;
let category: number;
let topic: number;

const harmless = 'Comment accompagner une résidente qui refuse la douche le matin ?';
const spam = 'Achetez nos pilules miracles sur www.exemple-spam.test, livraison offerte !';

type Listed = { id: number; updatedAt: string; content: string };
const listed = async (kind: 'topics' | 'comments', id: number) =>
  ((await w.call('GET', `/api/forum/pending-${kind}`, w.moderator.cookie)).json() as Listed[]).find(
    (item) => item.id === id,
  )!;

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
  topic = await w.postTopic(w.alice.cookie, [category], 'Un sujet déjà publié');
  await w.moderate(w.moderator.cookie, 'topics', topic, true);
});
afterAll(() => w.t.close());

describe('approving the version the moderator read', () => {
  it('refuses to publish a topic edited after the moderator opened it', async () => {
    const id = await w.postTopic(w.alice.cookie, [category], 'Toilette du matin', harmless);
    const seen = await listed('topics', id);
    expect(seen.updatedAt).toEqual(expect.any(String));

    const edit = { title: 'Toilette du matin', content: spam, categories: [category] };
    expect((await w.call('PUT', `/api/forum/topics/${id}`, w.alice.cookie, edit)).statusCode).toBe(200);

    const approve = await w.call('POST', `/api/forum/topics/${id}/approve`, w.moderator.cookie, {
      approved: true,
      seenUpdatedAt: seen.updatedAt,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json()).toEqual({
      message:
        "Cette publication a été modifiée depuis que vous l'avez ouverte. Relisez-la avant de la valider.",
    });
    expect((await w.call('GET', `/api/forum/topics/${id}`)).statusCode).toBe(403);

    // Read again, it can be approved.
    const reread = await listed('topics', id);
    expect(reread.content).toBe(spam);
    const ok = await w.call('POST', `/api/forum/topics/${id}/approve`, w.moderator.cookie, {
      approved: true,
      seenUpdatedAt: reread.updatedAt,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', updatedAt: reread.updatedAt });
  });

  it('refuses to publish a comment edited after the moderator opened it', async () => {
    const id = await w.postComment(w.bruno.cookie, topic, 'Essayez une douche au lavabo.');
    const seen = await listed('comments', id);
    expect(
      (await w.call('PUT', `/api/forum/comments/${id}`, w.bruno.cookie, { content: spam })).statusCode,
    ).toBe(200);

    const approve = await w.call('POST', `/api/forum/comments/${id}/approve`, w.moderator.cookie, {
      approved: true,
      seenUpdatedAt: seen.updatedAt,
    });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(forumMessages.changedSinceSeen);
    const publicComments = (await w.call('GET', `/api/forum/topics/${topic}`)).json().comments as Listed[];
    expect(publicComments.map((c) => c.id)).not.toContain(id);

    const reread = await listed('comments', id);
    const ok = await w.call('POST', `/api/forum/comments/${id}/approve`, w.moderator.cookie, {
      approved: true,
      seenUpdatedAt: reread.updatedAt,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('gives a topic page the version a moderator acts on', async () => {
    const id = await w.postTopic(w.alice.cookie, [category], 'Sujet vu depuis sa page');
    const page = (await w.call('GET', `/api/forum/topics/${id}`, w.moderator.cookie)).json();
    expect(page.topic.updatedAt).toEqual(expect.any(String));
    expect(page.topic.updatedAt).toBe((await listed('topics', id)).updatedAt);
  });

  it('still accepts a decision without a version (older clients), and a rejection of an edited post', async () => {
    const id = await w.postTopic(w.alice.cookie, [category], 'Sujet modéré à l’ancienne');
    const seen = await listed('topics', id);
    await w.call('PUT', `/api/forum/topics/${id}`, w.alice.cookie, {
      title: 'Sujet modéré à l’ancienne',
      content: spam,
      categories: [category],
    });
    const reject = await w.call('POST', `/api/forum/topics/${id}/approve`, w.moderator.cookie, {
      approved: false,
      seenUpdatedAt: seen.updatedAt,
    });
    expect(reject.statusCode).toBe(200);
    expect(await w.moderate(w.moderator.cookie, 'topics', id, true)).toMatchObject({ status: 'approved' });
  });

  it('refuses a malformed version with a French message', async () => {
    const id = await w.postTopic(w.alice.cookie, [category], 'Sujet à la version illisible');
    const response = await w.call('POST', `/api/forum/topics/${id}/approve`, w.moderator.cookie, {
      approved: true,
      seenUpdatedAt: 'hier',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Version de la publication invalide');
  });
});

describe("the author's edit and the decision cannot interleave", () => {
  it('changes a topic only while it is pending, in the same statement as the check', async () => {
    const id = await w.postTopic(w.alice.cookie, [category], 'Sujet approuvé puis visé');
    await w.moderate(w.moderator.cookie, 'topics', id, true);
    // The service's own check has passed (as if the approval landed just after it): the write
    // itself must still refuse.
    const changed = await createTopicsRepository(w.t.db).update(
      id,
      { title: 'Sujet réécrit', content: spam },
      [category],
    );
    expect(changed).toBe(false);
    expect((await w.call('GET', `/api/forum/topics/${id}`)).json().topic).toMatchObject({
      title: 'Sujet approuvé puis visé',
    });
  });

  it('changes a comment only while it is pending', async () => {
    const id = await w.postComment(w.bruno.cookie, topic, 'Un commentaire honnête.');
    await w.moderate(w.moderator.cookie, 'comments', id, true);
    expect(await createCommentsRepository(w.t.db).updateContent(id, spam)).toBe(false);
    const comments = (await w.call('GET', `/api/forum/topics/${topic}`)).json().comments as Listed[];
    expect(comments.find((c) => c.id === id)?.content).toBe('Un commentaire honnête.');
  });
});
