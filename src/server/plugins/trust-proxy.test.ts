import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { warnOnUntrustedForwarding } from './proxy-warning';

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY doit être un nombre de proxys/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  describe('with one proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        env: { TRUST_PROXY: '1' },
        extend: (app) => app.get('/test-ip', (request) => ({ ip: request.ip })),
      });
    });
    afterAll(() => t.close());

    it('refuses a forwarded address from a peer outside the private ranges', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/test-ip',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      });
      expect(response.json()).toEqual({ ip: '198.51.100.9' });
    });

    it("takes the proxy's view of the client, not an address the client wrote", async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/test-ip',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    });
  });

  it('warns once when forwarded requests arrive and the setting is off', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    warnOnUntrustedForwarding(app, false);
    app.get('/', async () => 'ok');
    await app.inject({ method: 'GET', url: '/' });
    expect(lines).toHaveLength(0);
    await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("TRUST_PROXY n'est pas réglé");
    await app.close();
  });
});
