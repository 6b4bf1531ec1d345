import { categoryInputSchema, commentInputSchema, topicInputSchema } from '@shared/features/forum';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  forumCategories,
  forumCommentLikes,
  forumComments,
  forumTopicCategories,
  forumTopicLikes,
  forumTopics,
  seedLog,
  users,
} from '../schema';
import { forumKeys, forumSeed } from './forum';
import { seedForumCategories, seedForumMembers, seedForumTopics } from './forum-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const allComments = seedForumTopics.flatMap((topic) => topic.comments.map((comment) => ({ topic, comment })));
const seededUsernames = seedForumMembers.map((m) => m.username);

describe('the seeded forum data', () => {
  it('holds enough categories, members and topics, each with a few comments', () => {
    expect(seedForumCategories.length).toBeGreaterThanOrEqual(6);
    expect(seedForumCategories.map((c) => c.order)).toEqual(seedForumCategories.map((_, i) => (i + 1) * 10));
    expect(seedForumTopics.length).toBeGreaterThanOrEqual(12);
    expect(seedForumMembers.filter((m) => m.role === 'moderator')).toHaveLength(1);
    expect(new Set(seedForumMembers.map((m) => m.showUsernameInForum))).toEqual(new Set([true, false]));
    for (const list of [
      seedForumCategories.map((c) => c.name.toLowerCase()),
      seededUsernames.map((u) => u.toLowerCase()),
      seedForumTopics.map((topic) => topic.title),
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
    for (const topic of seedForumTopics) {
      expect(topic.comments.length, topic.title).toBeGreaterThanOrEqual(2);
      expect(topic.comments.length, topic.title).toBeLessThanOrEqual(6);
      expect(topic.categories.length, topic.title).toBeGreaterThanOrEqual(1);
      expect(topic.categories.length, topic.title).toBeLessThanOrEqual(3);
      expect(new Set(topic.categories).size, topic.title).toBe(topic.categories.length);
      expect(
        topic.categories.every((i) => seedForumCategories[i] !== undefined),
        topic.title,
      ).toBe(true);
      expect(topic.daysAgo).toBeGreaterThanOrEqual(1);
      expect(topic.daysAgo).toBeLessThanOrEqual(60);
      expect(topic.viewCount).toBeGreaterThanOrEqual(20);
      expect(topic.viewCount).toBeLessThanOrEqual(600);
      // Someone other than the author answers.
      expect(
        topic.comments.some((c) => c.author !== topic.author),
        topic.title,
      ).toBe(true);
    }
  });

  it('holds only texts the API would accept, of a readable length', () => {
    for (const category of seedForumCategories) {
      expect(categoryInputSchema.safeParse(category).success, category.name).toBe(true);
    }
    for (const topic of seedForumTopics) {
      const parsed = topicInputSchema.safeParse({
        title: topic.title,
        content: topic.content,
        categories: [1],
      });
      expect(parsed.success, topic.title).toBe(true);
      expect(topic.content.length, topic.title).toBeGreaterThanOrEqual(400);
      expect(topic.content.length, topic.title).toBeLessThanOrEqual(1500);
      expect(topic.content.split('\n\n').length, topic.title).toBeGreaterThanOrEqual(3);
    }
    for (const { topic, comment } of allComments) {
      expect(commentInputSchema.safeParse({ content: comment.content }).success, topic.title).toBe(true);
      expect(comment.content.length, comment.content).toBeGreaterThanOrEqual(40);
      expect(comment.content.length, comment.content).toBeLessThanOrEqual(700);
    }
    for (const value of [
      ...seedForumTopics.flatMap((x) => [x.title, x.content]),
      ...allComments.map((x) => x.comment.content),
    ]) {
      expect(value, value).toBe(value.trim());
      // No straight apostrophe mixed with the typographic one, no address, link or date.
      expect(value, value).not.toMatch(/'|@|https?:|www\.|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/);
    }
  });

  it('has authors and likers among the members, never liking their own items', () => {
    const isMember = (i: number) => seedForumMembers[i] !== undefined;
    for (const topic of seedForumTopics) {
      expect(isMember(topic.author)).toBe(true);
      const likers = topic.likedBy ?? [];
      expect(likers.every(isMember) && !likers.includes(topic.author), topic.title).toBe(true);
      expect(new Set(likers).size).toBe(likers.length);
      for (const comment of topic.comments) {
        const commentLikers = comment.likedBy ?? [];
        expect(isMember(comment.author)).toBe(true);
        expect(
          commentLikers.every(isMember) && !commentLikers.includes(comment.author),
          comment.content,
        ).toBe(true);
        expect(new Set(commentLikers).size).toBe(commentLikers.length);
      }
    }
    expect(seedForumTopics.filter((topic) => topic.likedBy?.length).length).toBeGreaterThan(0);
    expect(allComments.filter(({ comment }) => comment.likedBy?.length).length).toBeGreaterThan(0);
  });

  it('answers only earlier top-level comments, after the topic was approved and never in the future', () => {
    for (const topic of seedForumTopics) {
      topic.comments.forEach((comment, index) => {
        // The topic is approved two hours after its creation; a comment one hour after its own.
        expect(comment.hoursAfterTopic, comment.content).toBeGreaterThanOrEqual(3);
        expect(comment.hoursAfterTopic + 2, comment.content).toBeLessThan(topic.daysAgo * 24);
        if (comment.replyTo === undefined) return;
        const parent = topic.comments[comment.replyTo];
        expect(comment.replyTo, comment.content).toBeLessThan(index);
        expect(parent?.replyTo, comment.content).toBeUndefined();
        expect(comment.hoursAfterTopic, comment.content).toBeGreaterThan(parent!.hoursAfterTopic + 1);
      });
    }
  });
});

async function counts() {
  const count = (table: Parameters<TestApp['db']['$count']>[0]) => t.db.$count(table);
  return {
    categories: await count(forumCategories),
    users: await count(users),
    topics: await count(forumTopics),
    links: await count(forumTopicCategories),
    comments: await count(forumComments),
    topicLikes: await count(forumTopicLikes),
    commentLikes: await count(forumCommentLikes),
  };
}

describe('the seeded forum in the database', () => {
  it('is there after a start, consistent with its rows', async () => {
    expect(await counts()).toEqual({
      categories: seedForumCategories.length,
      users: expect.any(Number),
      topics: seedForumTopics.length,
      links: seedForumTopics.reduce((n, topic) => n + topic.categories.length, 0),
      comments: allComments.length,
      topicLikes: seedForumTopics.reduce((n, topic) => n + (topic.likedBy?.length ?? 0), 0),
      commentLikes: allComments.reduce((n, { comment }) => n + (comment.likedBy?.length ?? 0), 0),
    });
    const members = await t.db.select().from(users).where(inArray(users.username, seededUsernames));
    expect(members).toHaveLength(seedForumMembers.length);
    for (const member of members) {
      expect(member.passwordHash).toBeNull();
      expect(member.email).toBeNull();
    }
    expect(members.filter((m) => m.role === 'moderator')).toHaveLength(1);

    const now = Date.now();
    const topics = await t.db.select().from(forumTopics);
    const comments = await t.db.select().from(forumComments);
    const topicLikes = await t.db.select().from(forumTopicLikes);
    const commentLikes = await t.db.select().from(forumCommentLikes);
    for (const topic of topics) {
      const own = comments.filter((c) => c.topicId === topic.id);
      expect(topic.status).toBe('approved');
      expect(topic.userId).not.toBeNull();
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(topic.commentCount).toBe(own.filter((c) => c.status === 'approved').length);
      expect(topic.likeCount).toBe(topicLikes.filter((l) => l.topicId === topic.id).length);
      expect(topic.lastActivityAt).toEqual(new Date(Math.max(...own.map((c) => c.createdAt.getTime()))));
      expect(topic.moderatedAt!.getTime()).toBe(topic.createdAt.getTime() + 2 * 3_600_000);
      expect(topic.lastActivityAt.getTime()).toBeLessThanOrEqual(now);
      expect(topicLikes.filter((l) => l.topicId === topic.id && l.userId === topic.userId)).toEqual([]);
    }
    const links = await t.db.select().from(forumTopicCategories);
    for (const category of await t.db.select().from(forumCategories)) {
      expect(category.topicCount, category.name).toBe(
        links.filter((l) => l.categoryId === category.id).length,
      );
      expect(category.topicCount, category.name).toBeGreaterThan(0);
    }
    for (const comment of comments) {
      expect(comment.status).toBe('approved');
      expect(comment.likeCount).toBe(commentLikes.filter((l) => l.commentId === comment.id).length);
      expect(commentLikes.filter((l) => l.commentId === comment.id && l.userId === comment.userId)).toEqual(
        [],
      );
      expect(comment.moderatedAt!.getTime()).toBeLessThanOrEqual(now);
      if (comment.parentId === null) continue;
      const parent = comments.find((c) => c.id === comment.parentId);
      expect(parent?.topicId).toBe(comment.topicId);
      expect(parent?.parentId).toBeNull();
      expect(parent!.createdAt.getTime()).toBeLessThan(comment.createdAt.getTime());
    }
  });

  it('inserts nothing more when it runs again, even without its log', async () => {
    const before = await counts();
    await forumSeed.run(t.db);
    expect(await counts()).toEqual(before);

    // An existing item of the same name, username (in any case) or title is not duplicated.
    const [category] = seedForumCategories;
    await t.db
      .update(forumCategories)
      .set({ name: category!.name.toUpperCase() })
      .where(eq(forumCategories.name, category!.name));
    await t.db.update(users).set({ username: 'PSY_ENFANCE' }).where(eq(users.username, 'psy_enfance'));
    await t.db.delete(seedLog).where(eq(seedLog.seed, 'forum'));
    await forumSeed.run(t.db);
    expect(await counts()).toEqual(before);
    await t.db.update(users).set({ username: 'psy_enfance' }).where(eq(users.username, 'PSY_ENFANCE'));
    await t.db
      .update(forumCategories)
      .set({ name: category!.name })
      .where(eq(forumCategories.name, category!.name.toUpperCase()));
  });

  it('does not bring back a seeded topic, category or member that was deleted', async () => {
    const topic = seedForumTopics[0]!;
    const category = seedForumCategories.at(-1)!;
    const member = seedForumMembers[1]!;
    await t.db.delete(forumTopics).where(eq(forumTopics.title, topic.title));
    await t.db.delete(forumCategories).where(eq(forumCategories.name, category.name));
    await t.db.delete(users).where(eq(users.username, member.username));
    await forumSeed.run(t.db);
    expect(await t.db.select().from(forumTopics).where(eq(forumTopics.title, topic.title))).toEqual([]);
    expect(await t.db.select().from(forumCategories).where(eq(forumCategories.name, category.name))).toEqual(
      [],
    );
    expect(await t.db.select().from(users).where(eq(users.username, member.username))).toEqual([]);
  });

  it('never credits seeded content to a real account that took a seeded username', async () => {
    // A fresh forum, as if the seed met this account at its first run.
    await t.db.delete(forumTopics);
    await t.db.delete(users).where(eq(users.username, 'psy_enfance'));
    const [real] = await t.db
      .insert(users)
      .values({ username: 'Psy_Enfance', email: 'psy@example.ch', passwordHash: 'hash' })
      .returning();
    await t.db
      .delete(seedLog)
      .where(and(eq(seedLog.seed, 'forum'), sql`${seedLog.key} not like ${forumKeys.category('%')}`));
    await forumSeed.run(t.db);

    const psy = seededUsernames.indexOf('psy_enfance');
    const topics = await t.db.select().from(forumTopics);
    expect(topics).toHaveLength(seedForumTopics.length);
    for (const topic of topics) {
      const data = seedForumTopics.find((x) => x.title === topic.title)!;
      expect(topic.userId === null, topic.title).toBe(data.author === psy);
    }
    expect(await t.db.$count(forumComments, eq(forumComments.userId, real!.id))).toBe(0);
    expect(await t.db.$count(forumTopicLikes, eq(forumTopicLikes.userId, real!.id))).toBe(0);
    expect(await t.db.select().from(users).where(sql`lower(${users.username}) = 'psy_enfance'`)).toHaveLength(
      1,
    );
  });
});
