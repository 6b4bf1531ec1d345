import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, resources, users } from '../../db/schema';
import { buildForumWorld, type ForumWorld } from '../forum/forum-test-kit';

let w: ForumWorld;
let category: number;

beforeAll(async () => {
  w = await buildForumWorld();
  category = await w.createCategory(w.admin.cookie, 'Démences');
});
afterAll(() => w.t.close());

/** The ledger rows of one user and action (what the history is made of). */
async function awards(userId: number, action: string) {
  return w.t.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.action, action)));
}

async function pointsOf(userId: number) {
  const [row] = await w.t.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return row!.points;
}

describe('points the forum earns', () => {
  it('gives +10 once for a topic, at approval only, even approved twice', async () => {
    const before = await pointsOf(w.alice.id);
    const topic = await w.postTopic(w.alice.cookie, [category], 'Toilette du matin difficile');
    expect(await pointsOf(w.alice.id)).toBe(before);
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    await w.moderate(w.admin.cookie, 'topics', topic, true);
    expect(await pointsOf(w.alice.id)).toBe(before + 10);
    const rows = (await awards(w.alice.id, 'topic_approved')).filter((r) => r.reference === `topic:${topic}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description).toBe('Votre sujet « Toilette du matin difficile » a été publié.');
  });

  it('gives nothing for a rejected topic and takes the points back when a published one is rejected', async () => {
    const before = await pointsOf(w.bruno.id);
    const spam = await w.postTopic(w.bruno.cookie, [category], 'Publicité sans rapport');
    await w.moderate(w.moderator.cookie, 'topics', spam, false, 'Hors sujet');
    expect(await pointsOf(w.bruno.id)).toBe(before);
    await w.moderate(w.moderator.cookie, 'topics', spam, true);
    expect(await pointsOf(w.bruno.id)).toBe(before + 10);
    await w.moderate(w.moderator.cookie, 'topics', spam, false);
    expect(await pointsOf(w.bruno.id)).toBe(before);
    expect((await awards(w.bruno.id, 'topic_approved')).some((r) => r.reference === `topic:${spam}`)).toBe(
      false,
    );
  });

  it('gives +5 once for a comment and grants the first-topic and first-comment badges', async () => {
    const topic = await w.postTopic(w.alice.cookie, [category], 'Agitation en fin de journée');
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    const before = await pointsOf(w.bruno.id);
    const comment = await w.postComment(w.bruno.cookie, topic, 'La musique familière apaise souvent.');
    await w.moderate(w.moderator.cookie, 'comments', comment, true);
    await w.moderate(w.moderator.cookie, 'comments', comment, true);
    expect(await pointsOf(w.bruno.id)).toBe(before + 5);

    const level = await w.call('GET', '/api/gamification/level', w.bruno.cookie);
    const earned = level
      .json()
      .badges.filter((b: { earnedAt: string | null }) => b.earnedAt)
      .map((b: { id: string }) => b.id);
    expect(earned).toContain('first-comment');
    const alice = await w.call('GET', '/api/gamification/level', w.alice.cookie);
    expect(alice.json().badges.find((b: { id: string }) => b.id === 'first-topic').earnedAt).not.toBeNull();
  });

  it('gives +2 per like received, withdrawn with the like: like, unlike, like = one award', async () => {
    const topic = await w.postTopic(w.alice.cookie, [category], 'Refus de médicaments');
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    const before = await pointsOf(w.alice.id);
    const like = (method: 'POST' | 'DELETE') =>
      w.call(method, `/api/forum/topics/${topic}/like`, w.bruno.cookie);

    expect((await like('POST')).statusCode).toBe(200);
    expect((await like('POST')).statusCode).toBe(200);
    expect(await pointsOf(w.alice.id)).toBe(before + 2);
    await like('DELETE');
    expect(await pointsOf(w.alice.id)).toBe(before);
    await like('DELETE');
    expect(await pointsOf(w.alice.id)).toBe(before);
    await like('POST');
    expect(await pointsOf(w.alice.id)).toBe(before + 2);
    const rows = (await awards(w.alice.id, 'like_received')).filter((r) =>
      r.reference.startsWith(`topic:${topic}:`),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.description).toBe('Un membre a aimé votre sujet « Refus de médicaments ».');
  });

  it('gives +2 for a liked comment to its author, not to the liker', async () => {
    const topic = await w.postTopic(w.alice.cookie, [category], 'Nuits agitées en EMS');
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    const comment = await w.postComment(w.bruno.cookie, topic, 'Une lumière douce dans le couloir aide.');
    await w.moderate(w.moderator.cookie, 'comments', comment, true);
    const [alice, bruno] = [await pointsOf(w.alice.id), await pointsOf(w.bruno.id)];
    await w.call('POST', `/api/forum/comments/${comment}/like`, w.alice.cookie);
    expect(await pointsOf(w.bruno.id)).toBe(bruno + 2);
    expect(await pointsOf(w.alice.id)).toBe(alice);
    await w.call('DELETE', `/api/forum/comments/${comment}/like`, w.alice.cookie);
    expect(await pointsOf(w.bruno.id)).toBe(bruno);
  });

  it('shows the author level beside their name in the forum', async () => {
    const topic = await w.postTopic(w.alice.cookie, [category], 'Un sujet pour le niveau');
    await w.moderate(w.moderator.cookie, 'topics', topic, true);
    await w.t.db.update(users).set({ points: 400 }).where(eq(users.id, w.alice.id));
    const detail = await w.call('GET', `/api/forum/topics/${topic}`, w.bruno.cookie);
    expect(detail.json().topic.author.level).toBe(8);
  });
});

describe('points of the library and of visits', () => {
  it('gives +15 the first time a user shares a resource, never again for it', async () => {
    const [first, second] = await w.t.db.select({ id: resources.id }).from(resources).limit(2);
    const before = await pointsOf(w.bruno.id);
    const share = (id: number) => w.call('POST', `/api/resources/${id}/share`, w.bruno.cookie);
    expect((await share(first!.id)).json()).toEqual({ firstTime: true });
    expect((await share(first!.id)).json()).toEqual({ firstTime: false });
    expect(await pointsOf(w.bruno.id)).toBe(before + 15);
    await share(second!.id);
    expect(await pointsOf(w.bruno.id)).toBe(before + 30);
  });

  it('gives +1 for the first authenticated visit of the day only, whatever the logins', async () => {
    // Registration was this user's first visit today.
    expect(await awards(w.bruno.id, 'daily_login')).toHaveLength(1);
    const before = await pointsOf(w.bruno.id);
    const [bruno] = await w.t.db.select().from(users).where(eq(users.id, w.bruno.id));
    for (let i = 0; i < 2; i++) {
      const login = await w.call('POST', '/api/login', undefined, {
        username: bruno!.username,
        password: 'Motdepasse1',
      });
      expect(login.statusCode).toBe(200);
    }
    await w.call('GET', '/api/user', w.bruno.cookie);
    expect(await pointsOf(w.bruno.id)).toBe(before);
    expect(await awards(w.bruno.id, 'daily_login')).toHaveLength(1);
  });

  it('awards the day again once the stored day is old (a session kept overnight)', async () => {
    await w.t.db.delete(pointsLedger).where(eq(pointsLedger.action, 'daily_login'));
    await w.t.db.update(users).set({ lastActiveDay: '2020-01-01' }).where(eq(users.id, w.alice.id));
    const before = await pointsOf(w.alice.id);
    await w.call('GET', '/api/user', w.alice.cookie);
    await w.call('GET', '/api/user', w.alice.cookie);
    expect(await pointsOf(w.alice.id)).toBe(before + 1);
  });
});
