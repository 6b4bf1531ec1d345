import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { viewerKey } from './viewer-key';

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
