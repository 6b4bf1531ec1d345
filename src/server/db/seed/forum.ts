import { categoryInputSchema, commentInputSchema, topicInputSchema } from '@shared/features/forum';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  forumCategories,
  forumCommentLikes,
  forumComments,
  forumTopicCategories,
  forumTopicLikes,
  forumTopics,
  users,
} from '../schema';
import { type SeedForumTopic, seedForumCategories, seedForumMembers, seedForumTopics } from './forum-data';
import type { Seed } from './index';
import { recordSeeded, seededKeys } from './seed-log';

const SEED_NAME = 'forum';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const forumKeys = {
  category: (name: string) => `category:${name}`,
  member: (username: string) => `member:${username}`,
  topic: (title: string) => `topic:${title}`,
};

const lower = (value: string) => value.toLowerCase();
const isId = (id: number | null | undefined): id is number => typeof id === 'number';

/**
 * The forum's starting content: categories, a few member accounts (without password nor email,
 * so nobody can log in with them) and approved topics with their comments and likes. Like every
 * seed, each item is inserted once (seed_log), an existing one of the same name is never
 * duplicated, and one deleted later is not restored.
 */
export const forumSeed: Seed = {
  name: SEED_NAME,
  async run(db: Db) {
    const done = await seededKeys(db, SEED_NAME);
    await seedCategories(db, done);
    await seedMembers(db, done);
    const pending = seedForumTopics.filter((t) => !done.has(forumKeys.topic(t.title)));
    if (pending.length === 0) return;
    const categoryIds = await categoryIdsByName(db);
    const members = await seededMemberIds(db);
    const titles = pending.map((t) => t.title);
    const existing = await db
      .select({ title: forumTopics.title })
      .from(forumTopics)
      .where(inArray(forumTopics.title, titles));
    const existingTitles = new Set(existing.map((r) => r.title));
    for (const topic of pending) {
      const categories = topic.categories
        .map((i) => categoryIds.get(lower(seedForumCategories[i]!.name)))
        .filter(isId);
      // A topic whose categories were all deleted before it could be seeded is not wanted any more.
      if (!existingTitles.has(topic.title) && categories.length > 0) {
        await insertTopic(db, topic, categories, members);
      }
      await recordSeeded(db, SEED_NAME, forumKeys.topic(topic.title));
    }
  },
};

async function seedCategories(db: Db, done: Set<string>) {
  const pending = seedForumCategories.filter((c) => !done.has(forumKeys.category(c.name)));
  if (pending.length === 0) return;
  const existing = await categoryIdsByName(db);
  for (const category of pending) {
    if (!existing.has(lower(category.name))) {
      await db.insert(forumCategories).values(categoryInputSchema.parse(category));
    }
    await recordSeeded(db, SEED_NAME, forumKeys.category(category.name));
  }
}

async function seedMembers(db: Db, done: Set<string>) {
  const pending = seedForumMembers.filter((m) => !done.has(forumKeys.member(m.username)));
  if (pending.length === 0) return;
  // They joined before their oldest topic.
  const joined = new Date(Date.now() - 90 * DAY);
  for (const member of pending) {
    await db
      .insert(users)
      .values({ ...member, email: null, passwordHash: null, createdAt: joined, updatedAt: joined })
      .onConflictDoNothing(); // the same username, in any case, already exists
    await recordSeeded(db, SEED_NAME, forumKeys.member(member.username));
  }
}

async function categoryIdsByName(db: Db) {
  const rows = await db.select({ id: forumCategories.id, name: forumCategories.name }).from(forumCategories);
  return new Map(rows.map((r) => [lower(r.name), r.id]));
}

/**
 * The seeded members' ids, by index in `seedForumMembers`. Only accounts nobody can log in to
 * count: a real person who took one of these usernames is never credited with seeded content
 * (the item is then shown as by a deleted user).
 */
async function seededMemberIds(db: Db) {
  const names = seedForumMembers.map((m) => lower(m.username));
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.username})`, names),
        isNull(users.passwordHash),
        isNull(users.email),
        isNull(users.googleSubject),
      ),
    );
  const byName = new Map(rows.map((r) => [lower(r.username), r.id]));
  return seedForumMembers.map((m) => byName.get(lower(m.username)) ?? null);
}

/** One topic with its categories, comments and likes, all or nothing. */
async function insertTopic(db: Db, topic: SeedForumTopic, categoryIds: number[], members: (number | null)[]) {
  const data = topicInputSchema.parse({
    title: topic.title,
    content: topic.content,
    categories: categoryIds,
  });
  const now = Date.now();
  const createdAt = new Date(now - topic.daysAgo * DAY);
  // Never in the future, whatever the data says.
  const at = (hours: number) => new Date(Math.min(now, createdAt.getTime() + hours * HOUR));
  const member = (index: number) => members[index] ?? null;
  const likers = (indices: number[] = []) => [...new Set(indices.map(member).filter(isId))];
  const moderatorIndex = seedForumMembers.findIndex((m) => m.role === 'moderator');
  const moderatedBy = moderatorIndex >= 0 ? member(moderatorIndex) : null;
  const topicLikers = likers(topic.likedBy);
  const lastComment = Math.max(0, ...topic.comments.map((c) => c.hoursAfterTopic));

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forumTopics)
      .values({
        userId: member(topic.author),
        title: data.title,
        content: data.content,
        status: 'approved',
        moderatedBy,
        moderatedAt: at(2),
        viewCount: topic.viewCount,
        likeCount: topicLikers.length,
        commentCount: topic.comments.length,
        createdAt,
        updatedAt: createdAt,
        lastActivityAt: at(lastComment),
      })
      .returning({ id: forumTopics.id });
    const topicId = row!.id;
    await tx
      .insert(forumTopicCategories)
      .values(data.categories.map((categoryId) => ({ topicId, categoryId })));
    await tx
      .update(forumCategories)
      .set({ topicCount: sql`${forumCategories.topicCount} + 1` })
      .where(inArray(forumCategories.id, data.categories));
    if (topicLikers.length > 0) {
      await tx
        .insert(forumTopicLikes)
        .values(topicLikers.map((userId, k) => ({ topicId, userId, createdAt: at(3 + k) })));
    }

    const commentIds: number[] = [];
    const commentLikes: (typeof forumCommentLikes.$inferInsert)[] = [];
    for (const comment of topic.comments) {
      const parentId = comment.replyTo === undefined ? null : commentIds[comment.replyTo];
      if (parentId === undefined)
        throw new Error(`forum seed: reply to a later comment in « ${topic.title} »`);
      const input = commentInputSchema.parse({ content: comment.content, parentId });
      const commentLikers = likers(comment.likedBy);
      const created = at(comment.hoursAfterTopic);
      const [inserted] = await tx
        .insert(forumComments)
        .values({
          topicId,
          userId: member(comment.author),
          parentId: input.parentId ?? null,
          content: input.content,
          status: 'approved',
          moderatedBy,
          moderatedAt: at(comment.hoursAfterTopic + 1),
          likeCount: commentLikers.length,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: forumComments.id });
      const commentId = inserted!.id;
      commentIds.push(commentId);
      for (const [k, userId] of commentLikers.entries()) {
        commentLikes.push({ commentId, userId, createdAt: at(comment.hoursAfterTopic + 2 + k) });
      }
    }
    if (commentLikes.length > 0) await tx.insert(forumCommentLikes).values(commentLikes);
  });
}
