import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForumWorld, type ForumWorld } from '../forum/forum-test-kit';

let w: ForumWorld;
let category: number;

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Soins au quotidien');
});
afterAll(() => w.t.close());

type Notice = {
  id: number;
  type: string;
  topicId: number;
  commentId: number | null;
  reason: string | null;
  read: boolean;
};
const bell = async (cookie: string) =>
  (await w.call('GET', '/api/notifications', cookie)).json() as { unreadCount: number; items: Notice[] };

describe('the notification bell', () => {
  it('tells authors of decisions, replies and likes, once each, and marks them read', async () => {
    const topic = await w.postTopic(w.alice.cookie, [category], 'Refus alimentaire chez une résidente');
    const rejected = await w.postTopic(w.alice.cookie, [category], 'Un sujet qui sera refusé');
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    await w.moderate(w.moderator.cookie, 'topics', rejected, false, 'Doublon d’un sujet existant');

    let alice = await bell(w.alice.cookie);
    expect(alice.items.map((n) => n.type)).toEqual(['topic_rejected', 'topic_approved']);
    expect(alice.items[0]).toMatchObject({
      topicId: rejected,
      reason: 'Doublon d’un sujet existant',
      read: false,
    });
    expect(alice.unreadCount).toBe(2);

    // Bruno comments, Alice answers him: each hears of the other once the comment is published.
    const comment = await w.postComment(w.bruno.cookie, topic, 'Proposer des petites portions ?');
    expect((await bell(w.alice.cookie)).unreadCount).toBe(2);
    await w.moderate(w.moderator.cookie, 'comments', comment, true);
    const reply = await w.postComment(w.alice.cookie, topic, 'Merci, nous allons essayer.', comment);
    await w.moderate(w.moderator.cookie, 'comments', reply, true);
    alice = await bell(w.alice.cookie);
    expect(alice.items.find((n) => n.type === 'topic_reply')).toMatchObject({
      topicId: topic,
      commentId: comment,
    });
    const bruno = await bell(w.bruno.cookie);
    expect(bruno.items.map((n) => n.type)).toEqual(['comment_reply', 'comment_approved']);
    // Alice is not told of her own reply on her own topic.
    expect(alice.items.filter((n) => n.commentId === reply).map((n) => n.type)).toEqual(['comment_approved']);

    // Like, unlike, like again: one notice.
    for (const method of ['POST', 'DELETE', 'POST'] as const) {
      await w.call(method, `/api/forum/topics/${topic}/like`, w.bruno.cookie);
    }
    alice = await bell(w.alice.cookie);
    expect(alice.items.filter((n) => n.type === 'topic_like')).toHaveLength(1);

    const first = alice.items[0]!;
    expect((await w.call('POST', `/api/notifications/${first.id}/read`, w.alice.cookie)).statusCode).toBe(
      204,
    );
    expect((await bell(w.alice.cookie)).unreadCount).toBe(alice.unreadCount - 1);
    const foreign = await w.call('POST', `/api/notifications/${first.id}/read`, w.bruno.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notification non trouvée');
    expect((await w.call('POST', '/api/notifications/read-all', w.alice.cookie)).statusCode).toBe(204);
    alice = await bell(w.alice.cookie);
    expect(alice.unreadCount).toBe(0);
    expect(alice.items.every((n) => n.read)).toBe(true);
  });

  it('is for logged-in users only', async () => {
    expect((await w.call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await w.call('POST', '/api/notifications/abc/read', w.alice.cookie)).json().message).toBe(
      'ID de notification non valide',
    );
  });
});
