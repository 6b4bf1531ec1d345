// `node --import tsx scripts/forum-query-plans.mts <dataDir>` (run by `npm run bench`): runs the
// forum's list and detail calls through the real services on the bench database, records the SQL
// Drizzle sends, and prints PostgreSQL's plan of each with its timing. A list must read its page
// through an index: a sequential scan of topics or comments fails the check.
import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { pgliteExtensions } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { createCommentsService } from '../src/server/features/forum/comments.service';
import { createForumCache } from '../src/server/features/forum/forum-cache';
import { createTopicsService } from '../src/server/features/forum/topics.service';
import { createAwards } from '../src/server/features/gamification/awards';
import { createNotificationsService } from '../src/server/features/notifications/notifications.service';

const dataDir = process.argv[2] ?? 'tmp/bench-data';
const client = await PGlite.create({ dataDir: `${dataDir}/pglite`, extensions: pgliteExtensions });
const logged: { query: string; params: unknown[] }[] = [];
const db = drizzle(client, {
  schema,
  logger: { logQuery: (query, params) => logged.push({ query, params }) },
});
const notifications = createNotificationsService(db);
// No cache: every call below must reach the database to be explained.
const cache = createForumCache(0);
const awards = createAwards();
const topics = createTopicsService({ db, notifications, cache, awards });
const comments = createCommentsService({ db, notifications, cache, awards });

const [bench] = (
  await client.query<{ id: number; user_id: number }>(
    "SELECT id, user_id FROM forum_topics WHERE title = 'Banc forum 200 commentaires'",
  )
).rows;
const [category] = (await client.query<{ id: number }>('SELECT id FROM forum_categories ORDER BY id LIMIT 1'))
  .rows;
const member = { id: bench!.user_id, role: 'user' as const };
const moderator = { id: member.id, role: 'moderator' as const };

const calls: [string, () => Promise<unknown>][] = [
  ['first page, visitor (activity)', () => topics.list({ viewer: null, sort: 'activity', limit: 20 })],
  ['first page, visitor (popular)', () => topics.list({ viewer: null, sort: 'popular', limit: 20 })],
  ['first page, moderator (3 branches)', () => topics.list({ viewer: moderator, sort: 'recent', limit: 20 })],
  [
    'page 50, visitor (recent, cursor)',
    async () => {
      let cursor: string | undefined;
      for (let i = 0; i < 50; i += 1)
        cursor =
          (await topics.list({ viewer: null, sort: 'recent', limit: 20, cursor })).nextCursor ?? undefined;
      logged.length = 0;
      return topics.list({ viewer: null, sort: 'recent', limit: 20, cursor });
    },
  ],
  [
    'category page, visitor',
    () => topics.list({ viewer: null, sort: 'activity', limit: 20, categoryId: category!.id }),
  ],
  [
    'search "toilette agitation"',
    () => topics.list({ viewer: null, sort: 'activity', limit: 20, q: 'toilette agitation' }),
  ],
  ['topic with 200 comments, member', () => topics.get(bench!.id, member, null)],
  ['my comments, member', () => comments.listByAuthor(member, { limit: 20 })],
];

const report: string[] = [];
let failures = 0;
for (const [name, run] of calls) {
  logged.length = 0;
  await run();
  report.push(`## ${name}`);
  for (const { query, params } of logged.filter((q) => q.query.trimStart().startsWith('select'))) {
    const plan = (
      await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${query}`, params)
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    const bad = /Seq Scan on forum_(topics|comments)\b/.test(plan);
    if (bad) failures += 1;
    report.push(`${bad ? '✘ SEQUENTIAL SCAN' : '✔'} ${query.replace(/\s+/g, ' ').slice(0, 160)}…\n${plan}\n`);
  }
}
await client.close();
writeFileSync('bench-results/forum-query-plans.txt', report.join('\n'));
console.log(report.join('\n'));
console.log(
  failures
    ? `\n✘ ${failures} forum queries scan a whole table`
    : '\n✔ every forum query reads through an index',
);
process.exit(failures ? 1 : 0);
