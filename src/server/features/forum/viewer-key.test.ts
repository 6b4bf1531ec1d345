import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { networkOf, viewerKey } from './viewer-key';

describe('networkOf', () => {
  it('keeps an IPv4 address, unwraps a mapped one, and cuts IPv6 to its /64', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('viewerKey', () => {
  it('keys a visitor by address and Zurich day, never in clear, and a member by session', async () => {
    const app = Fastify();
    await app.register(cookie, { secret: 'un-secret-de-test-assez-long-0123456789' });
    await app.ready();
    const visitor = (ip: string) => ({ ip, server: app, sessionId: undefined }) as unknown as FastifyRequest;
    const morning = new Date('2026-11-21T07:00:00Z');
    const key = viewerKey(visitor('203.0.113.7'), morning);
    expect(key).toMatch(/^a:[\w-]{40}$/);
    expect(key).not.toContain('203');
    expect(viewerKey(visitor('203.0.113.7'), new Date('2026-11-21T22:30:00Z'))).toBe(key);
    // 00:10 in Zurich is the next day.
    expect(viewerKey(visitor('203.0.113.7'), new Date('2026-11-21T23:10:00Z'))).not.toBe(key);
    expect(viewerKey(visitor('203.0.113.8'), morning)).not.toBe(key);
    const member = { ip: '203.0.113.7', server: app, sessionId: 'abc' } as unknown as FastifyRequest;
    expect(viewerKey(member, morning)).toMatch(/^s:/);
    await app.close();
  });
});
