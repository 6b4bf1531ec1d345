import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, sessionCookie, type TestApp } from '../../test/build-test-app';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ADMIN_USERNAME: 'direction', ADMIN_PASSWORD: 'Direction2026' } });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'direction', password: 'Direction2026' },
  });
  adminCookie = sessionCookie(login);
});
afterAll(() => t.close());

const valid = {
  name: 'Anne Dupont',
  email: 'anne@example.ch',
  role: 'nurse',
  subject: 'Proposition de ressource',
  message: 'Bonjour, je voudrais proposer un ouvrage sur la Validation.',
};
const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload });

describe('POST /api/contact', () => {
  it.each([
    [{ ...valid, name: 'A' }, 'Le nom doit contenir au moins 2 caractères.'],
    [{ ...valid, email: 'anne@' }, 'Veuillez entrer une adresse email valide.'],
    [{ ...valid, role: '' }, 'Veuillez sélectionner votre profession.'],
    [{ ...valid, role: 'pilote' }, 'Veuillez sélectionner votre profession.'],
    [{ ...valid, subject: 'Aide' }, 'Le sujet doit contenir au moins 5 caractères.'],
    [{ ...valid, message: 'Trop court'.slice(0, 9) }, 'Le message doit contenir au moins 10 caractères.'],
  ])('refuses %j with its French message', async (payload, message) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('stores a valid message, which an admin then reads, marks read and archives', async () => {
    const created = await send(valid);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { cookie: adminCookie },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()).toEqual([
      expect.objectContaining({ id, subject: valid.subject, readAt: null, archivedAt: null }),
    ]);

    const patch = (body: Record<string, boolean>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/messages/${id}`,
        headers: { cookie: adminCookie },
        payload: body,
      });
    expect((await patch({ read: true })).json().readAt).not.toBeNull();
    expect((await patch({ archived: true })).json().archivedAt).not.toBeNull();

    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages',
      headers: { cookie: adminCookie },
    });
    expect(after.json()).toEqual([]);
    const archived = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?status=archived',
      headers: { cookie: adminCookie },
    });
    expect(archived.json().map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('keeps messages from users who are not admins', async () => {
    const { cookie } = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: { cookie } })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/messages/99999',
      headers: { cookie: adminCookie },
      payload: { read: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Message introuvable' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/messages/abc',
      headers: { cookie: adminCookie },
      payload: { read: true },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Identifiant invalide' });
  });
});
