import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forumComments, forumTopics } from '../../db/schema';

/**
 * What account deletion asks of the forum (docs/decisions/017), inside its transaction: the
 * member's pending and rejected topics and comments go (never published, they would otherwise
 * wait in the queue under 'Utilisateur supprimé'); published ones stay, their author set to null
 * by the foreign key. Counters hold approved items only, so deleting unpublished ones leaves them
 * right, except for an approved reply to a deleted comment, which goes with its parent.
 */
export async function deleteUnpublishedPostsOf(tx: Queryable, userId: number) {
  const c = forumComments;
  await tx.execute(sql`
    UPDATE ${forumTopics} SET comment_count = greatest(${forumTopics.commentCount} - gone.n, 0)
    FROM (
      SELECT reply.topic_id, count(*)::int AS n
      FROM ${c} reply JOIN ${c} parent ON parent.id = reply.parent_id
      WHERE parent.user_id = ${userId} AND parent.status <> 'approved' AND reply.status = 'approved'
      GROUP BY reply.topic_id
    ) gone
    WHERE ${forumTopics.id} = gone.topic_id`);
  await tx.delete(c).where(and(eq(c.userId, userId), ne(c.status, 'approved')));
  await tx.delete(forumTopics).where(and(eq(forumTopics.userId, userId), ne(forumTopics.status, 'approved')));
}
