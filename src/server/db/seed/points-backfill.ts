import { pointActions } from '@shared/features/gamification';
import { sql } from 'drizzle-orm';
import { milestones } from '../../features/gamification/awards';
import type { Seed } from './index';
import { recordSeeded, seededKeys } from './seed-log';

const SEED_NAME = 'points';
const KEY = 'backfill:v1';

const quoted = (column: string) =>
  `'« ' || CASE WHEN length(${column}) > 80 THEN left(${column}, 79) || '…' ELSE ${column} END || ' »'`;

/**
 * The points of what was published before points existed (and of the seeded forum), once per
 * database: the same awards, references and texts as the live path (features/gamification/
 * awards.ts), written set-wise because a forum may hold 100,000 comments. The ledger's unique key
 * makes it safe beside awards already given.
 */
const statements = [
  `INSERT INTO points_ledger (user_id, action, points, reference, description, created_at)
   SELECT t.user_id, 'topic_approved', ${pointActions.topic_approved.points}, 'topic:' || t.id,
          'Votre sujet ' || ${quoted('t.title')} || ' a été publié.', coalesce(t.moderated_at, t.created_at)
   FROM forum_topics t WHERE t.status = 'approved' AND t.user_id IS NOT NULL
   ON CONFLICT DO NOTHING`,
  `INSERT INTO points_ledger (user_id, action, points, reference, description, created_at)
   SELECT c.user_id, 'comment_approved', ${pointActions.comment_approved.points}, 'comment:' || c.id,
          'Votre commentaire sur ' || ${quoted('t.title')} || ' a été publié.', coalesce(c.moderated_at, c.created_at)
   FROM forum_comments c JOIN forum_topics t ON t.id = c.topic_id
   WHERE c.status = 'approved' AND c.user_id IS NOT NULL
   ON CONFLICT DO NOTHING`,
  `INSERT INTO points_ledger (user_id, action, points, reference, description, created_at)
   SELECT t.user_id, 'like_received', ${pointActions.like_received.points}, 'topic:' || t.id || ':' || l.user_id,
          'Un membre a aimé votre sujet ' || ${quoted('t.title')} || '.', l.created_at
   FROM forum_topic_likes l JOIN forum_topics t ON t.id = l.topic_id
   WHERE t.user_id IS NOT NULL AND t.user_id <> l.user_id
   ON CONFLICT DO NOTHING`,
  `INSERT INTO points_ledger (user_id, action, points, reference, description, created_at)
   SELECT c.user_id, 'like_received', ${pointActions.like_received.points}, 'comment:' || c.id || ':' || l.user_id,
          'Un membre a aimé votre commentaire sur ' || ${quoted('t.title')} || '.', l.created_at
   FROM forum_comment_likes l JOIN forum_comments c ON c.id = l.comment_id JOIN forum_topics t ON t.id = c.topic_id
   WHERE c.user_id IS NOT NULL AND c.user_id <> l.user_id
   ON CONFLICT DO NOTHING`,
  `INSERT INTO points_ledger (user_id, action, points, reference, description, created_at)
   SELECT s.user_id, 'resource_shared', ${pointActions.resource_shared.points}, 'resource:' || r.id,
          'Vous avez partagé la ressource ' || ${quoted('r.title')} || '.', s.created_at
   FROM resource_shares s JOIN resources r ON r.id = s.resource_id
   ON CONFLICT DO NOTHING`,
  ...Object.entries(milestones).flatMap(([action, steps]) =>
    steps.map(
      ({ count, badge }) =>
        `INSERT INTO user_badges (user_id, badge)
         SELECT user_id, '${badge}' FROM points_ledger WHERE action = '${action}'
         GROUP BY user_id HAVING count(*) >= ${count}
         ON CONFLICT DO NOTHING`,
    ),
  ),
  `UPDATE users u SET points = s.total
   FROM (SELECT user_id, sum(points)::int AS total FROM points_ledger GROUP BY user_id) s
   WHERE u.id = s.user_id AND u.points <> s.total`,
];

export const pointsBackfillSeed: Seed = {
  name: SEED_NAME,
  async run(db) {
    if ((await seededKeys(db, SEED_NAME)).has(KEY)) return;
    await db.transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    await recordSeeded(db, SEED_NAME, KEY);
  },
};
