/**
 * A small in-memory cache with a time limit and a size bound (oldest entry dropped first).
 * For read-heavy lists: the owner clears it on every write it makes; the time limit bounds how
 * long another instance's writes stay unseen.
 */
export function createTtlCache<T>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
  const entries = new Map<string, { value: T; expiresAt: number }>();
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
      entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
