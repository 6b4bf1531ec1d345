// The forum at the scale of issue 4's budgets: 10,000 topics and 100,000 comments, written straight
// into the bench's database (the embedded one while the server is stopped, or PostgreSQL). One
// topic has exactly 200 comments.
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

export const BENCH_TOPIC_TITLE = 'Banc forum 200 commentaires';
const WORDS = [
  'toilette',
  'agitation',
  'enfant',
  'autisme',
  'humanitude',
  'validation',
  'sommeil',
  'repas',
  'douleur',
  'famille',
  'déambulation',
  'transition',
  'pictogrammes',
  'équipe',
  'nuit',
  'crise',
];

async function connect({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { exec: (sql) => client.query(sql), query: (sql) => client.query(sql), close: () => client.end() };
  }
  return PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: { unaccent } });
}

/** `where`: `{ dataDir }` (embedded) or `{ databaseUrl }` (PostgreSQL). */
export async function fillForum(where) {
  const db = await connect(where);
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  const started = performance.now();
  await db.exec(`
    INSERT INTO users (username, email, role)
      SELECT 'bench_member_' || g, NULL, 'user' FROM generate_series(1, 200) g
      ON CONFLICT DO NOTHING;

    INSERT INTO forum_topics (user_id, title, content, status, view_count, like_count, created_at, updated_at, last_activity_at)
      SELECT u.ids[1 + g % array_length(u.ids, 1)],
             CASE WHEN g = 1 THEN '${BENCH_TOPIC_TITLE}'
                  ELSE 'Banc forum ' || g || ' : ' || (${words})[1 + g % 16] || ' et ' || (${words})[1 + (g / 16) % 16] END,
             'Situation ' || g || ' rencontrée en équipe : ' || (${words})[1 + g % 16] || ', ' || (${words})[1 + (g / 7) % 16]
               || '. ' || repeat('Nous cherchons des pistes concrètes et bienveillantes pour accompagner la personne. ', 4),
             CASE WHEN g % 20 = 0 THEN 'pending' ELSE 'approved' END,
             (g * 7919) % 1000, g % 13,
             now() - g * interval '50 minutes', now() - g * interval '50 minutes',
             now() - g * interval '50 minutes' + (g % 48) * interval '1 hour'
      FROM generate_series(1, 10000) g,
           (SELECT array_agg(id) AS ids FROM users WHERE username LIKE 'bench_member_%') u;

    WITH bench AS (SELECT id FROM forum_topics WHERE title LIKE 'Banc forum %'),
         cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM forum_categories)
    INSERT INTO forum_topic_categories (topic_id, category_id)
      SELECT bench.id, cats.ids[1 + bench.id % array_length(cats.ids, 1)] FROM bench, cats
      UNION
      SELECT bench.id, cats.ids[1 + (bench.id / 3) % array_length(cats.ids, 1)] FROM bench, cats WHERE bench.id % 3 = 0;

    WITH topics AS (SELECT array_agg(id ORDER BY id) AS ids FROM forum_topics WHERE title LIKE 'Banc forum %' AND status = 'approved'),
         special AS (SELECT id FROM forum_topics WHERE title = '${BENCH_TOPIC_TITLE}'),
         u AS (SELECT array_agg(id) AS ids FROM users WHERE username LIKE 'bench_member_%')
    INSERT INTO forum_comments (topic_id, user_id, content, status, created_at, updated_at)
      SELECT CASE WHEN g <= 200 THEN special.id ELSE topics.ids[1 + (g * 7) % array_length(topics.ids, 1)] END,
             u.ids[1 + (g * 13) % array_length(u.ids, 1)],
             'Commentaire ' || g || ' : avez-vous essayé ' || (${words})[1 + g % 16] || ' ? Chez nous cela a aidé.',
             CASE WHEN g % 25 = 0 AND g > 200 THEN 'pending' ELSE 'approved' END,
             now() - (100000 - g) * interval '5 minutes', now() - (100000 - g) * interval '5 minutes'
      FROM generate_series(1, 100000) g, topics, special, u;

    UPDATE forum_topics t SET comment_count = c.n
      FROM (SELECT topic_id, count(*) FILTER (WHERE status = 'approved') AS n FROM forum_comments GROUP BY topic_id) c
      WHERE c.topic_id = t.id;
    UPDATE forum_categories f SET topic_count = c.n
      FROM (SELECT l.category_id, count(*) AS n FROM forum_topic_categories l
            JOIN forum_topics t ON t.id = l.topic_id AND t.status = 'approved' GROUP BY l.category_id) c
      WHERE c.category_id = f.id;
    ANALYZE;
  `);
  const [{ topics }] = (await db.query('SELECT count(*)::int AS topics FROM forum_topics')).rows;
  const [{ comments }] = (await db.query('SELECT count(*)::int AS comments FROM forum_comments')).rows;
  const [{ id }] = (await db.query(`SELECT id FROM forum_topics WHERE title = '${BENCH_TOPIC_TITLE}'`)).rows;
  await db.close();
  return {
    topics,
    comments,
    benchTopicId: id,
    fillSeconds: +((performance.now() - started) / 1000).toFixed(1),
  };
}
