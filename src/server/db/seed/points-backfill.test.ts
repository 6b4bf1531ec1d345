import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildForumWorld, type ForumWorld } from '../../features/forum/forum-test-kit';
import { forumTopicLikes, forumTopics, pointsLedger, seedLog, userBadges, users } from '../schema';
import { pointsBackfillSeed } from './points-backfill';

let w: ForumWorld;
beforeAll(async () => {
  w = await buildForumWorld();
});
afterAll(() => w.t.close());

const rerun = async () => {
  await w.t.db.delete(seedLog).where(eq(seedLog.seed, 'points'));
  await pointsBackfillSeed.run(w.t.db);
};
const pointsOf = async (id: number) =>
  (await w.t.db.select({ p: users.points }).from(users).where(eq(users.id, id)))[0]!.p;

describe('the points backfill', () => {
  it('gave the seeded forum members the points of their seeded posts, totals matching the ledger', async () => {
    const mismatched = await w.t.db.execute(sql`
      SELECT u.id FROM users u
      LEFT JOIN (SELECT user_id, sum(points)::int AS total FROM points_ledger GROUP BY user_id) s ON s.user_id = u.id
      WHERE u.points <> coalesce(s.total, 0)`);
    expect(mismatched.rows).toEqual([]);
    const seeded = await w.t.db.select().from(pointsLedger).where(eq(pointsLedger.action, 'topic_approved'));
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('awards what was published before points existed, as the live path would, and only once', async () => {
    const category = await w.createCategory(w.admin.cookie, 'Avant les points');
    const [old] = await w.t.db
      .insert(forumTopics)
      .values({
        userId: w.alice.id,
        title: 'Un sujet d’avant les points',
        content: 'x'.repeat(30),
        status: 'approved',
      })
      .returning({ id: forumTopics.id });
    await w.t.db.insert(forumTopicLikes).values({ topicId: old!.id, userId: w.bruno.id });
    const live = await w.postTopic(w.alice.cookie, [category], 'Un sujet publié avec les points');
    await w.moderate(w.moderator.cookie, 'topics', live, true);
    const before = await pointsOf(w.alice.id);

    await rerun();
    expect(await pointsOf(w.alice.id)).toBe(before + 10 + 2);
    const rows = await w.t.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, w.alice.id), eq(pointsLedger.reference, `topic:${old!.id}`)));
    expect(rows.map((r) => r.description)).toEqual([
      'Votre sujet « Un sujet d’avant les points » a été publié.',
    ]);
    const badges = await w.t.db.select().from(userBadges).where(eq(userBadges.userId, w.alice.id));
    expect(badges.map((b) => b.badge).sort()).toEqual(['first-like', 'first-topic']);

    await rerun();
    expect(await pointsOf(w.alice.id)).toBe(before + 12);
  });
});
