import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../db/schema';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let adminCookie: string;
let userCookie: string;

const base = {
  description: 'Une ressource utile pour le terrain.',
  publisher: 'Éditions Test',
  type: 'article',
  approach: 'general',
  audience: 'tous',
};

beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026' } });
  // These tests own the library: the seeded content is removed first.
  await t.db.delete(resources);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  adminCookie = sessionCookie(login);
  userCookie = (await registerUser(t.app)).cookie;
  const fixtures = [
    {
      ...base,
      title: 'Toilettes apaisées en EMS',
      type: 'ouvrage',
      approach: 'humanitude',
      audience: 'personnes_agees',
      content: '<p>Le regard, la parole et le toucher pendant la toilette.</p>',
    },
    {
      ...base,
      title: 'Activités Montessori pour enfants',
      type: 'formation',
      approach: 'montessori',
      audience: 'enfants',
    },
    {
      ...base,
      title: 'Validation des émotions',
      type: 'video',
      approach: 'validation',
      audience: 'personnes_agees',
      link: 'https://example.org/video',
    },
    {
      ...base,
      title: 'Soutien positif au quotidien',
      type: 'outil',
      approach: 'pbs',
      audience: 'handicap',
      description: 'Prévenir les comportements-problèmes chez une personne âgée.',
    },
    { ...base, title: 'Guide général des aidants', type: 'site', approach: 'pcc', audience: 'tous' },
  ];
  for (const payload of fixtures) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resources',
      headers: { cookie: adminCookie },
      payload,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
  }
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/resources${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { title: string }[]).map((r) => r.title);
};
const create = (payload: Record<string, unknown>, cookie = adminCookie) =>
  t.app.inject({ method: 'POST', url: '/api/resources', headers: { cookie }, payload });

describe('GET /api/resources', () => {
  it('lists every resource, newest first, without content but saying whether there is some', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/resources' });
    const items = response.json();
    expect(items.map((r: { title: string }) => r.title)).toEqual([
      'Guide général des aidants',
      'Soutien positif au quotidien',
      'Validation des émotions',
      'Activités Montessori pour enfants',
      'Toilettes apaisées en EMS',
    ]);
    const toilettes = items.find((r: { title: string }) => r.title.startsWith('Toilettes'));
    expect(toilettes).not.toHaveProperty('content');
    expect(toilettes.hasContent).toBe(true);
    expect(items[0]).not.toHaveProperty('link');
    expect(items[0]).not.toHaveProperty('imageUrl');
  });

  it.each([
    ['?type=ouvrage', ['Toilettes apaisées en EMS']],
    ['?approach=montessori', ['Activités Montessori pour enfants']],
    ['?approach=MONTESSORI', ['Activités Montessori pour enfants']],
    ['?approach=gineste-marescotti', ['Toilettes apaisées en EMS']],
    ['?audience=enfants', ['Activités Montessori pour enfants']],
    ['?audience=general', ['Guide général des aidants']],
    ['?audience=personnes_agees&type=video', ['Validation des émotions']],
    ['?audience=personnes_agees&approach=humanitude&type=ouvrage', ['Toilettes apaisées en EMS']],
    ['?audience=enfants&type=video', []],
  ])('filters %s', async (query, titles) => {
    expect(await list(query)).toEqual(titles);
  });

  it.each([
    ['agee', 'Soutien positif au quotidien'],
    ['toilette', 'Toilettes apaisées en EMS'],
    ['TOILETTES apaisees', 'Toilettes apaisées en EMS'],
    ['emotion', 'Validation des émotions'],
    ['regard toucher', 'Toilettes apaisées en EMS'],
    ['Éditions', 'Guide général des aidants'],
    ['monte', 'Activités Montessori pour enfants'],
  ])('finds "%s" whatever the accents, plural and case', async (q, title) => {
    expect(await list(`?q=${encodeURIComponent(q)}`)).toContain(title);
  });

  it('combines the search with filters, and finds nothing for nonsense', async () => {
    expect(await list('?q=toilette&audience=enfants')).toEqual([]);
    expect(await list('?q=zzzqqqxxx')).toEqual([]);
    expect(await list(`?q=${encodeURIComponent("l'")}`)).toEqual([]);
  });

  it('ranks a title match before a description match', async () => {
    const titles = await list(`?q=${encodeURIComponent('âgée')}`);
    expect(titles[0]).toBe('Soutien positif au quotidien');
  });

  it('pages with limit and offset', async () => {
    expect(await list('?limit=2')).toHaveLength(2);
    expect(await list('?limit=2&offset=4')).toEqual(['Toilettes apaisées en EMS']);
  });

  it('refuses unknown filter values with a French 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/resources?type=book' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Type de ressource inconnu' });
  });
});

describe('GET /api/resources/:id', () => {
  it('returns the content, 404 for an unknown id and 400 for a bad one', async () => {
    const [first] = await t.app
      .inject({ method: 'GET', url: '/api/resources?type=ouvrage' })
      .then((r) => r.json());
    const detail = await t.app.inject({ method: 'GET', url: `/api/resources/${first.id}` });
    expect(detail.json().content).toBe('<p>Le regard, la parole et le toucher pendant la toilette.</p>');
    const missing = await t.app.inject({ method: 'GET', url: '/api/resources/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Ressource non trouvée' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/resources/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'ID de ressource invalide' });
  });
});

describe('writing resources', () => {
  const valid = { ...base, title: 'Nouvelle ressource', link: '', imageUrl: '' };

  it('is for admins only: 401 for a visitor, 403 for a user', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/resources', payload: valid })).statusCode).toBe(
      401,
    );
    expect((await create(valid, userCookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/resources/1', headers: { cookie: userCookie } }))
        .statusCode,
    ).toBe(403);
  });

  it.each([
    [{ title: 'ab' }, 'Le titre doit contenir au moins 3 caractères'],
    [{ description: 'court' }, 'La description doit contenir au moins 10 caractères'],
    [{ type: '' }, 'Veuillez sélectionner un type'],
    [{ type: 'book' }, 'Veuillez sélectionner un type'],
    [{ approach: undefined }, 'Veuillez sélectionner une approche'],
    [{ audience: 'elderly' }, 'Veuillez sélectionner un public'],
    [{ publisher: '  ' }, "L'éditeur/auteur doit être renseigné"],
    [{ link: 'pas une url' }, "L'URL doit être valide"],
    [{ link: 'javascript:alert(1)' }, "L'URL doit être valide"],
    [{ imageUrl: 'ftp://exemple.ch/a.png' }, "L'URL de l'image doit être valide"],
  ])('refuses %j with its French message', async (change, message) => {
    const response = await create({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('creates with the alias stored as humanitude and empty optional values omitted, edits, deletes', async () => {
    const created = await create({ ...valid, approach: 'gineste-marescotti' });
    expect(created.statusCode).toBe(201);
    const resource = created.json();
    expect(resource.approach).toBe('humanitude');
    expect(resource).not.toHaveProperty('link');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/resources/${resource.id}`,
      headers: { cookie: adminCookie },
      payload: { ...valid, title: 'Ressource modifiée', link: 'https://example.org/a' },
    });
    expect(updated.json()).toMatchObject({ title: 'Ressource modifiée', link: 'https://example.org/a' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/resources/${resource.id}`,
      headers: { cookie: adminCookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/resources/${resource.id}` })).statusCode).toBe(
      404,
    );
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/resources/${resource.id}`,
      headers: { cookie: adminCookie },
      payload: valid,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the cached lists', () => {
  it('show a write at once: create, rename and delete appear in the next list', async () => {
    expect(await list('?q=cachee')).toEqual([]);
    const created = (await create({ ...base, title: 'Fiche cachée' })).json();
    expect(await list('?q=cachee')).toEqual(['Fiche cachée']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/resources/${created.id}`,
      headers: { cookie: adminCookie },
      payload: { ...base, title: 'Fiche cachée renommée' },
    });
    expect(await list('?q=cachee')).toEqual(['Fiche cachée renommée']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/resources/${created.id}`,
      headers: { cookie: adminCookie },
    });
    expect(await list('?q=cachee')).toEqual([]);
  });
});

describe('sharing', () => {
  it('records a share once per user and resource, for logged-in users', async () => {
    const [first] = await t.app
      .inject({ method: 'GET', url: '/api/resources?limit=1' })
      .then((r) => r.json());
    const share = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/resources/${first.id}/share`,
        headers: { cookie: userCookie },
      });
    expect((await share()).json()).toEqual({ firstTime: true });
    expect((await share()).json()).toEqual({ firstTime: false });
    expect((await t.app.inject({ method: 'POST', url: `/api/resources/${first.id}/share` })).statusCode).toBe(
      401,
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/resources/999999/share',
      headers: { cookie: userCookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
