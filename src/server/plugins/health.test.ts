import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { databaseUnavailableMessage } from '../db/unavailable';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerAuthGuard } from './auth-guard';
import { registerErrorHandler } from './error-handler';

const contact = {
  name: 'Anne',
  email: 'anne@example.ch',
  role: 'nurse',
  subject: 'Une question',
  message: 'Bonjour, une question sur le forum.',
};

describe('probes on a reachable database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with 200', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('declares both probes public', () => {
    const probes = t.app.routeRegistry.filter((r) => r.url === '/healthz' || r.url === '/readyz');
    expect(probes.map((r) => r.access)).toEqual(['public', 'public']);
  });
});

// A real `pg` pool pointed at a port nobody listens on: the errors are the ones an outage gives.
describe('while PostgreSQL cannot be reached', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const databaseUrl = 'postgres://sophia:sophia@127.0.0.1:1/sophia_absent';
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', DATABASE_URL: databaseUrl });
    database = await openDatabase({ databaseUrl, onConnectionError: () => {} });
    app = await buildApp({ config, database, sessionSecret: 'test-session-secret-0123456789abcdef' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers a write with a French 503, not a 500', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: databaseUnavailableMessage });
  });

  it('answers a read with a French 503', async () => {
    const response = await app.inject({ url: '/api/resources' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(databaseUnavailableMessage);
  });

  it('is alive (/healthz 200) but not ready (/readyz 503)', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: databaseUnavailableMessage });
  });
});

describe('the error handler maps connection errors to 503', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  const cases: [string, Error][] = [
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'administrator shutdown (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception (08006)', withCode('connection failure', '08006')],
    ['terminated connection', new Error('Connection terminated unexpectedly')],
    ['a Drizzle-wrapped 57P01', new DrizzleQueryError('insert', [], withCode('terminating', '57P01'))],
  ];
  const app = Fastify();
  registerAuthGuard(app, []);
  registerErrorHandler(app);
  cases.forEach(([, error], i) => {
    app.get(`/case/${i}`, async () => {
      throw error;
    });
  });
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  afterAll(() => app.close());

  it.each(cases.map(([name], i) => [name, i]))('answers 503 to a %s', async (_name, i) => {
    const response = await app.inject({ url: `/case/${i}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: databaseUnavailableMessage });
  });

  it('still answers 500 to any other error', async () => {
    const response = await app.inject({ url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Erreur interne' });
  });
});
