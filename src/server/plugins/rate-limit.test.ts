import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

const config = (remoteAddress: string) => t.app.inject({ method: 'GET', url: '/api/config', remoteAddress });

// docs/decisions/015: one IPv6 /64 is one client, however many addresses it rotates through.
describe('the global rate limit', () => {
  it('counts the addresses of one IPv6 /64 together', async () => {
    expect((await config('2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await config('2001:db8:5:6::2')).statusCode).toBe(200);
    expect((await config('2001:db8:5:6::3')).statusCode).toBe(200);
    const fourth = await config('2001:db8:5:6:ffff::4');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      message: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    });
    expect((await config('2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('keeps IPv4 addresses apart', async () => {
    for (let i = 0; i < 3; i++) expect((await config('198.51.100.1')).statusCode).toBe(200);
    expect((await config('198.51.100.1')).statusCode).toBe(429);
    expect((await config('198.51.100.2')).statusCode).toBe(200);
  });
});
