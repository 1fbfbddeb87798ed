/** How many keys an in-memory store keeps by default before it sweeps. */
export const DEFAULT_MAX_KEYS = 100_000;

/**
 * Keeps an in-memory store of expiring entries within `max` keys: expired entries go first; if the store is still
 * full of live ones (a flood of addresses, a stuck claim), the oldest (the Map's insertion order) go next.
 */
export function sweepBounded<V>(entries: Map<string, V>, max: number, expired: (value: V) => boolean): void {
  if (entries.size <= max) return;
  for (const [key, value] of entries) if (expired(value)) entries.delete(key);
  for (const key of entries.keys()) {
    if (entries.size <= max) break;
    entries.delete(key);
  }
}
