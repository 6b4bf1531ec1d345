import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, prepareDatabase } from '../app';
import { loadConfig } from '../config';
import type { ThrottlePolicy } from '../features/auth/login-throttle';
import { openTestDatabase } from './test-database';

const silent = { info() {}, warn() {} };

/** The real app on a fresh migrated database, for `app.inject()` tests. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    throttlePolicy?: ThrottlePolicy;
    extend?: (app: FastifyInstance) => void;
    /** Receives the app's JSON log lines (level info), for tests of what is logged. */
    logLines?: string[];
  } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...options.env });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'test-session-secret-0123456789abcdef',
    throttlePolicy: options.throttlePolicy,
    logger: options.logLines && {
      level: 'info',
      stream: { write: (line: string) => void options.logLines?.push(line) },
    },
  });
  await prepareDatabase(database, config, silent);
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The session cookie a response set, ready for the next request's `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sophia_sid');
  if (!cookie) throw new Error('no session cookie in the response');
  return `sophia_sid=${cookie.value}`;
}

let counter = 0;

/** Registers a fresh user and returns its cookie and public data. */
export async function registerUser(
  app: TestApp['app'],
  overrides: Partial<{ username: string; email: string; password: string }> = {},
) {
  counter += 1;
  const body = {
    username: `user${counter}_${Date.now() % 100000}`,
    email: `user${counter}_${Date.now() % 100000}@example.ch`,
    password: 'Motdepasse1',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), user: response.json(), password: body.password };
}
