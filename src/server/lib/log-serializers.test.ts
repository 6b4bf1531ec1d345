import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// Secrets and users' data that requests carry: none may appear in the JSON log.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    logLines,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_PRICE_ID: 'price_premium',
    },
    extend: (app) =>
      app.get('/api/test-failing-query', { config: { access: 'public' } }, async () =>
        t.db.execute(sql`select ${'PARAMETRE-SECRET'}::text from table_qui_nexiste_pas`),
      ),
  });
});
afterAll(() => t.close());

const logged = () => logLines.join('\n');

describe('the log', () => {
  it('keeps no query string: an OAuth code stays out of the access log', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=CODE-SECRET&state=ETAT' });
    expect(logged()).toContain('/api/auth/google/callback');
    expect(logged()).not.toContain('CODE-SECRET');
  });

  it("logs a database failure's query but not its parameters", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-failing-query' });
    expect(response.statusCode).toBe(500);
    expect(logged()).toContain('table_qui_nexiste_pas');
    expect(logged()).not.toContain('PARAMETRE-SECRET');
  });

  it('logs a refused Stripe signature without the payload', async () => {
    const payload = JSON.stringify({ id: 'evt_1', data: { object: { customer_email: 'CORPS-SECRET' } } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': new Stripe('sk_test_fake').webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_autre',
        }),
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(logged()).toContain('stripe webhook refused');
    expect(logged()).not.toContain('CORPS-SECRET');
  });
});
