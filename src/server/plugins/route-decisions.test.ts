import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../test/build-test-app';

// The rate limit and the session loader decide on the matched route, never on the raw URL: an
// encoded or doubled path reaches the same /api route and must meet the same rules.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'Anne',
  email: 'anne@example.ch',
  role: 'nurse',
  subject: 'Une question',
  message: 'Bonjour, une question sur le forum.',
};

describe('decisions on the matched route', () => {
  it.each([
    ['/%61pi/contact', 1],
    ['/api/%63ontact', 2],
    ['/%61%70%69/contact', 3],
  ])('counts %s against the API rate limit', async (url, client) => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.0.0.${client}`,
        payload: contact,
      });
      statuses.push(response.statusCode);
    }
    // The path really reaches the contact route (10 messages per 10 minutes), then is refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('never serves a doubled-slash path past the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '//api/contact',
        remoteAddress: '10.0.0.9',
        payload: contact,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(10);
  });

  it('loads the session for an encoded /api path', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/%61pi/user',
      remoteAddress: '10.0.1.1',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});
