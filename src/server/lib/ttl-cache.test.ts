import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('returns what was set until the time limit, then forgets it', () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>({ maxEntries: 10, ttlMs: 1000 });
    cache.set('a', 1);
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops the oldest entry beyond its size, and everything on clear', () => {
    const cache = createTtlCache<number>({ maxEntries: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('ends aligned entries with their window, so two layers together stay within the limit', () => {
    vi.useFakeTimers();
    vi.setSystemTime(50_000);
    const rows = createTtlCache<string>({ maxEntries: 10, ttlMs: 10_000, aligned: true });
    const pages = createTtlCache<string>({ maxEntries: 10, ttlMs: 10_000, aligned: true });
    rows.set('topic', 'read at 50 s');
    vi.advanceTimersByTime(9_900);
    // A page built from the cached row just before the window closes…
    pages.set('topic', `page of ${rows.get('topic')}`);
    vi.advanceTimersByTime(100);
    // …is gone with it: nothing served is older than 10 s.
    expect(rows.get('topic')).toBeUndefined();
    expect(pages.get('topic')).toBeUndefined();
  });
});
