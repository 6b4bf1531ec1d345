import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumTopicViews } from '../../db/schema';
import { buildForumWorld, type ForumWorld } from './forum-test-kit';
import { createReactionsRepository } from './reactions.repository';

let w: ForumWorld;
let care: number;
let family: number;

beforeAll(async () => {
  w = await buildForumWorld();
  care = await w.createCategory(w.admin.cookie, 'Soins au quotidien', 10);
  family = await w.createCategory(w.admin.cookie, 'Familles et proches', 20);
});
afterAll(() => w.t.close());

describe("a topic's moderation life cycle", () => {
  it('is created pending, hidden from others, approved by a moderator, then public', async () => {
    const id = await w.postTopic(w.alice.cookie, [care], 'Déambulation nocturne en EMS');

    const own = await w.call('GET', `/api/forum/topics/${id}`, w.alice.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().topic).toMatchObject({
      status: 'pending',
      isApproved: false,
      canEdit: true,
      userId: w.alice.id,
    });
    expect(own.json().topic.author).toEqual({
      id: w.alice.id,
      name: `Utilisateur #${w.alice.id}`,
      role: 'user',
      level: 1,
    });
    expect(own.json().categories).toEqual([{ id: care, name: 'Soins au quotidien' }]);

    for (const cookie of [undefined, w.bruno.cookie]) {
      const other = await w.call('GET', `/api/forum/topics/${id}`, cookie);
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe("Ce sujet est en attente d'approbation");
    }
    for (const cookie of [w.moderator.cookie, w.admin.cookie]) {
      expect((await w.call('GET', `/api/forum/topics/${id}`, cookie)).statusCode).toBe(200);
    }

    const listed = async (cookie?: string) =>
      (await w.call('GET', '/api/forum/topics', cookie)).json().map((topic: { id: number }) => topic.id);
    expect(await listed()).not.toContain(id);
    expect(await listed(w.bruno.cookie)).not.toContain(id);
    expect(await listed(w.alice.cookie)).toContain(id);
    expect(await listed(w.moderator.cookie)).toContain(id);

    const pending = (await w.call('GET', '/api/forum/pending-topics', w.moderator.cookie)).json();
    expect(pending.map((topic: { id: number }) => topic.id)).toContain(id);
    expect(pending.find((topic: { id: number }) => topic.id === id).content).toContain('comment faire');

    const approved = await w.moderate(w.moderator.cookie, 'topics', id, true);
    expect(approved).toMatchObject({ id, status: 'approved', isApproved: true });
    expect(await listed()).toContain(id);
    expect((await w.call('GET', `/api/forum/topics/${id}`)).statusCode).toBe(200);
    const categories = (await w.call('GET', '/api/forum/categories')).json();
    expect(categories.find((c: { id: number }) => c.id === care).topicCount).toBe(1);
    expect((await w.call('GET', `/api/forum/topics/${id}`, w.alice.cookie)).json().topic.canEdit).toBe(false);
  });

  it('carries a rejection reason to the author only, and a moderator can reverse it', async () => {
    const id = await w.postTopic(w.alice.cookie, [care], 'Sujet qui sera refusé');
    await w.moderate(w.moderator.cookie, 'topics', id, false, 'Hors sujet pour ce forum');

    const own = (await w.call('GET', `/api/forum/topics/${id}`, w.alice.cookie)).json().topic;
    expect(own).toMatchObject({ status: 'rejected', rejectionReason: 'Hors sujet pour ce forum' });
    expect((await w.call('GET', `/api/forum/topics/${id}`, w.bruno.cookie)).statusCode).toBe(403);
    const mine = (await w.call('GET', '/api/forum/my-topics', w.alice.cookie)).json();
    expect(mine.find((topic: { id: number }) => topic.id === id).rejectionReason).toBe(
      'Hors sujet pour ce forum',
    );
    const rejected = (await w.call('GET', '/api/forum/rejected-topics', w.moderator.cookie)).json();
    expect(rejected.map((topic: { id: number }) => topic.id)).toContain(id);

    const reversed = await w.moderate(w.admin.cookie, 'topics', id, true);
    expect(reversed.status).toBe('approved');
    expect(reversed.rejectionReason).toBeUndefined();
    expect((await w.call('GET', `/api/forum/topics/${id}`, w.bruno.cookie)).statusCode).toBe(200);
  });

  it('lets the author edit only while pending, and nobody else', async () => {
    const id = await w.postTopic(w.alice.cookie, [care], 'Titre provisoire du sujet');
    const edit = {
      title: 'Titre corrigé du sujet',
      content: 'Un contenu revu et plus précis qu’avant.',
      categories: [family],
    };

    const byOther = await w.call('PUT', `/api/forum/topics/${id}`, w.moderator.cookie, edit);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Vous ne pouvez modifier que vos propres contributions');

    const edited = await w.call('PUT', `/api/forum/topics/${id}`, w.alice.cookie, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Titre corrigé du sujet', status: 'pending' });
    expect(edited.json().categories).toEqual([{ id: family, name: 'Familles et proches' }]);

    await w.moderate(w.moderator.cookie, 'topics', id, true);
    const late = await w.call('PUT', `/api/forum/topics/${id}`, w.alice.cookie, edit);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Seule une contribution en attente de modération peut être modifiée');
  });

  it('refuses moderation to members and visitors', async () => {
    const id = await w.postTopic(w.alice.cookie, [care], 'Sujet à modérer plus tard');
    expect(
      (await w.call('POST', `/api/forum/topics/${id}/approve`, w.bruno.cookie, { approved: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await w.call('POST', `/api/forum/topics/${id}/approve`, undefined, { approved: true })).statusCode,
    ).toBe(401);
    expect((await w.call('GET', '/api/forum/pending-topics', w.bruno.cookie)).statusCode).toBe(403);
    expect(
      (await w.call('GET', '/api/forum/moderation-counts', w.moderator.cookie)).json().topics,
    ).toBeGreaterThanOrEqual(1);
  });

  it("refuses a moderator's or an admin's approval of their own topic; another moderator may approve it", async () => {
    for (const self of [w.moderator, w.admin]) {
      const id = await w.postTopic(self.cookie, [care], 'Mon propre sujet de modérateur');
      const own = await w.call('POST', `/api/forum/topics/${id}/approve`, self.cookie, { approved: true });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ message: 'Vous ne pouvez pas approuver votre propre publication.' });
      expect((await w.call('GET', `/api/forum/topics/${id}`)).statusCode).toBe(403);
      const other = self === w.admin ? w.moderator : w.admin;
      expect(await w.moderate(other.cookie, 'topics', id, true)).toMatchObject({ status: 'approved' });
    }
  });
});

describe('validation and ids', () => {
  it.each([
    [
      { title: 'Abc', content: 'x'.repeat(30), categories: [1] },
      'Le titre doit contenir au moins 5 caractères',
    ],
    [
      { title: 'Un bon titre', content: 'Trop court', categories: [1] },
      'Le contenu doit contenir au moins 20 caractères',
    ],
    [
      { title: 'Un bon titre', content: 'x'.repeat(30), categories: [] },
      'Sélectionnez au moins une catégorie',
    ],
    [{ title: 'Un bon titre', content: 'x'.repeat(30) }, 'Sélectionnez au moins une catégorie'],
    [
      { title: 'Un bon titre', content: 'x'.repeat(30), categories: [999999] },
      "Une ou plusieurs catégories sélectionnées n'existent pas",
    ],
  ])('refuses %j with its French message', async (payload, message) => {
    const response = await w.call('POST', '/api/forum/topics', w.alice.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('asks a visitor to log in before posting', async () => {
    const response = await w.call('POST', '/api/forum/topics', undefined, {
      title: 'Un bon titre',
      content: 'x'.repeat(30),
      categories: [care],
    });
    expect(response.statusCode).toBe(401);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the topic id %s', async (id) => {
    const response = await w.call('GET', `/api/forum/topics/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ID du sujet non valide');
  });

  it('answers 404 for a topic that does not exist', async () => {
    const response = await w.call('GET', '/api/forum/topics/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Sujet non trouvé');
  });
});

describe('views', () => {
  it('counts one view per member session, and one per visitor address and day, without a cookie', async () => {
    const id = await w.postTopic(w.alice.cookie, [care], 'Un sujet très consulté');
    await w.moderate(w.moderator.cookie, 'topics', id, true);
    const visit = (remoteAddress: string, cookie?: string) =>
      w.t.app.inject({
        method: 'GET',
        url: `/api/forum/topics/${id}`,
        remoteAddress,
        headers: cookie ? { cookie } : {},
      });
    const first = await visit('203.0.113.7');
    expect(first.json().topic.viewCount).toBe(1);
    expect(first.cookies).toEqual([]);
    expect((await visit('203.0.113.7')).json().topic.viewCount).toBe(1);
    await w.call('GET', `/api/forum/topics/${id}`, w.bruno.cookie);
    await w.call('GET', `/api/forum/topics/${id}`, w.bruno.cookie);
    // Another address, and another host of the same IPv6 /64 (one subscriber's network).
    await visit('2001:db8:1:2::10');
    await visit('2001:db8:1:2:ffff::1');
    expect((await visit('198.51.100.20')).json().topic.viewCount).toBe(4);
  });

  it('lets 100 cookieless requests from one address write one view, so they cannot make a topic popular', async () => {
    const category = await w.createCategory(w.admin.cookie, 'Catégorie des vues');
    const flooded = await w.postTopic(w.alice.cookie, [category], 'Un sujet que l’on voudrait gonfler');
    const read = await w.postTopic(w.alice.cookie, [category], 'Un sujet vraiment lu par deux membres');
    for (const id of [flooded, read]) await w.moderate(w.moderator.cookie, 'topics', id, true);
    for (let i = 0; i < 100; i += 1) {
      // A forged visitor cookie each time changes nothing: visitors are told apart by address.
      await w.t.app.inject({
        method: 'GET',
        url: `/api/forum/topics/${flooded}`,
        remoteAddress: '192.0.2.55',
        headers: { cookie: `sophia_vid=forged-visitor-${String(i).padStart(8, '0')}` },
      });
    }
    const rows = await w.t.db.select().from(forumTopicViews).where(eq(forumTopicViews.topicId, flooded));
    expect(rows).toHaveLength(1);
    await w.call('GET', `/api/forum/topics/${read}`, w.bruno.cookie);
    await w.call('GET', `/api/forum/topics/${read}`, w.moderator.cookie);
    const popular = (await w.call('GET', `/api/forum/categories/${category}/topics?sort=popular`)).json();
    expect(popular.map((topic: { id: number; viewCount: number }) => [topic.id, topic.viewCount])).toEqual([
      [read, 2],
      [flooded, 1],
    ]);
  });

  it('forgets view rows once their sessions are over, keeping the counts', async () => {
    const views = createReactionsRepository(w.t.db);
    const before = await w.t.db.$count(forumTopicViews);
    expect(before).toBeGreaterThan(0);
    await views.purgeViewsBefore(new Date(Date.now() - 86_400_000));
    expect(await w.t.db.$count(forumTopicViews)).toBe(before);
    // Three days on, visitors' rows (one address, one day) are gone; members' sessions may go on.
    await views.purgeViewsBefore(new Date(Date.now() - 86_400_000), new Date(Date.now() + 3 * 86_400_000));
    const left = await w.t.db.select().from(forumTopicViews);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.viewerKey.startsWith('s:'))).toBe(true);
    await views.purgeViewsBefore(new Date(Date.now() + 1000));
    expect(await w.t.db.$count(forumTopicViews)).toBe(0);
    const topics = (await w.call('GET', '/api/forum/topics?sort=popular&limit=1')).json();
    expect(topics[0].viewCount).toBeGreaterThan(0);
  });
});

describe('lists: order, paging, search, categories', () => {
  let ids: number[];
  let search: number;

  beforeAll(async () => {
    search = await w.createCategory(w.admin.cookie, 'Catégorie de recherche');
    ids = [];
    for (let i = 0; i < 7; i += 1) {
      const id = await w.postTopic(
        w.bruno.cookie,
        [search],
        `Transition difficile numéro ${i}`,
        i === 3 ? 'Une crise à l’arrivée au réveil, avec pictogrammes et séquentiel.' : undefined,
      );
      await w.moderate(w.moderator.cookie, 'topics', id, true);
      ids.push(id);
    }
  });

  it('pages with a cursor without skipping or repeating a topic', async () => {
    const seen: number[] = [];
    let url = `/api/forum/categories/${search}/topics?sort=recent&limit=3`;
    for (let page = 0; page < 5; page += 1) {
      const response = await w.call('GET', url);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().map((topic: { id: number }) => topic.id));
      const next = response.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/forum/categories/${search}/topics?sort=recent&limit=3&cursor=${next}`;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('orders popular topics by views', async () => {
    await w.call('GET', `/api/forum/topics/${ids[2]}`, w.alice.cookie);
    await w.call('GET', `/api/forum/topics/${ids[2]}`, w.bruno.cookie);
    await w.call('GET', `/api/forum/topics/${ids[5]}`, w.alice.cookie);
    const popular = (
      await w.call('GET', `/api/forum/categories/${search}/topics?sort=popular&limit=2`)
    ).json();
    expect(popular.map((topic: { id: number }) => topic.id)).toEqual([ids[2], ids[5]]);
  });

  it('finds topics by words of their content, without accents, by prefix', async () => {
    const found = (await w.call('GET', '/api/forum/topics?q=pictogr%20arrivee')).json();
    expect(found.map((topic: { id: number }) => topic.id)).toEqual([ids[3]]);
    expect((await w.call('GET', '/api/forum/topics?q=zzzzzz')).json()).toEqual([]);
  });

  it('gives list items a 150-character excerpt, not the content', async () => {
    const id = await w.postTopic(w.bruno.cookie, [search], 'Un sujet au contenu long', 'Mot '.repeat(200));
    const mine = (await w.call('GET', '/api/forum/my-topics', w.bruno.cookie)).json();
    const topic = mine.find((t: { id: number }) => t.id === id);
    expect(topic.content).toBeUndefined();
    expect(topic.excerpt.length).toBeLessThanOrEqual(151);
    expect(topic.excerpt.endsWith('…')).toBe(true);
  });

  it('refuses a forged cursor and an unknown sort', async () => {
    expect((await w.call('GET', '/api/forum/topics?cursor=bm9wZQ')).json().message).toBe(
      'Curseur de pagination invalide',
    );
    expect((await w.call('GET', '/api/forum/topics?sort=random')).statusCode).toBe(400);
  });
});

describe('categories', () => {
  it('validates categories with SPEC messages; a non-numeric order becomes 0', async () => {
    const cases: [object, string][] = [
      [
        { name: 'Ab', description: 'Une description longue', order: 1 },
        'Le nom doit contenir au moins 3 caractères',
      ],
      [
        { name: 'Abc', description: 'Courte', order: 1 },
        'La description doit contenir au moins 10 caractères',
      ],
      [
        { name: 'Abc', description: 'Une description longue', order: -2 },
        "L'ordre doit être un nombre positif",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await w.call('POST', '/api/forum/categories', w.admin.cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const created = await w.call('POST', '/api/forum/categories', w.admin.cookie, {
      name: 'Ordre libre',
      description: 'Une catégorie pour tester',
      order: 'abc',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().order).toBe(0);
  });

  it('is managed by admins only (moderators included in the refusal)', async () => {
    const payload = { name: 'Interdite', description: 'Une description longue', order: 1 };
    expect((await w.call('POST', '/api/forum/categories', w.moderator.cookie, payload)).statusCode).toBe(403);
    expect((await w.call('POST', '/api/forum/categories', w.alice.cookie, payload)).statusCode).toBe(403);
    expect((await w.call('DELETE', `/api/forum/categories/${care}`, w.alice.cookie)).statusCode).toBe(403);
  });

  it('moves a category up and down one step, atomically', async () => {
    const ids = async () =>
      (await w.call('GET', '/api/forum/categories')).json().map((c: { id: number }) => c.id);
    const before: number[] = await ids();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const [, second, third] = before as [number, number, number];

    const up = await w.call('POST', `/api/forum/categories/${third}/move`, w.admin.cookie, {
      direction: 'up',
    });
    expect(up.statusCode).toBe(200);
    const after: number[] = await ids();
    expect(up.json().map((c: { id: number }) => c.id)).toEqual(after);
    expect(after.slice(1, 3)).toEqual([third, second]);
    // Equal orders (two categories at 0) were spread out: every order is now distinct.
    const orders = up.json().map((c: { order: number }) => c.order);
    expect(new Set(orders).size).toBe(orders.length);

    await w.call('POST', `/api/forum/categories/${third}/move`, w.admin.cookie, { direction: 'down' });
    expect(await ids()).toEqual(before);
    // The first one cannot go higher: nothing changes.
    await w.call('POST', `/api/forum/categories/${before[0]}/move`, w.admin.cookie, { direction: 'up' });
    expect(await ids()).toEqual(before);
    expect(
      (await w.call('POST', `/api/forum/categories/${third}/move`, w.moderator.cookie, { direction: 'up' }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a category with its links, never its topics', async () => {
    const doomed = await w.createCategory(w.admin.cookie, 'Catégorie éphémère');
    const id = await w.postTopic(w.alice.cookie, [doomed, care], 'Sujet dans deux catégories');
    await w.moderate(w.moderator.cookie, 'topics', id, true);
    expect((await w.call('DELETE', `/api/forum/categories/${doomed}`, w.admin.cookie)).statusCode).toBe(204);
    const topic = await w.call('GET', `/api/forum/topics/${id}`);
    expect(topic.statusCode).toBe(200);
    expect(topic.json().categories).toEqual([{ id: care, name: 'Soins au quotidien' }]);
    const gone = await w.call('GET', `/api/forum/categories/${doomed}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Catégorie non trouvée');
    expect((await w.call('GET', '/api/forum/categories/abc')).json().message).toBe(
      'ID de catégorie invalide',
    );
  });
});
