/**
 * A small in-memory cache with a time limit and a size bound (oldest entry dropped first).
 * For read-heavy lists: the owner clears it on every write it makes; the time limit bounds how
 * long another instance's writes stay unseen.
 */
export function createTtlCache<T>({
  maxEntries,
  ttlMs,
  aligned = false,
}: {
  maxEntries: number;
  ttlMs: number;
  /**
   * Every entry ends at the close of the current window of `ttlMs` (multiples of it since the
   * epoch). A cache built from another aligned cache then still serves nothing older than
   * `ttlMs`: both layers end together, where two plain layers could add up to twice the limit.
   */
  aligned?: boolean;
}) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const expiry = (now: number) => (aligned ? (Math.floor(now / ttlMs) + 1) * ttlMs : now + ttlMs);
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: expiry(Date.now()) });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
