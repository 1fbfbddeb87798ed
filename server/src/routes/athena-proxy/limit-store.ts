/** One counter's state in its fixed window. */
export interface LimitCount {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/** A fixed-window counter and its limit, checked in the same step as a booking key's claim (IdempotencyStore.run). */
export interface CounterLimit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Where the proxy's limits count. Small on purpose, so a shared store (Redis: INCR + PEXPIRE) can replace the
 * in-memory one when the site runs on more than one process (issue 14).
 */
export interface LimitStore {
  /** The counter for `key` in its current window, without counting. */
  peek(key: string, windowMs: number): Promise<LimitCount>;
  /** Counts one more for `key` and returns the new state. */
  add(key: string, windowMs: number): Promise<LimitCount>;
}

/** Fixed-window counters in this process; bounded, expired windows are swept as new keys arrive. */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, LimitCount>();

  constructor(private readonly options: { maxKeys?: number; now?: () => number } = {}) {}

  async peek(key: string, windowMs: number): Promise<LimitCount> {
    const now = this.now();
    const found = this.counters.get(key);
    return found && found.resetAt > now ? { ...found } : { count: 0, resetAt: now + windowMs };
  }

  async add(key: string, windowMs: number): Promise<LimitCount> {
    const now = this.now();
    let found = this.counters.get(key);
    if (!found || found.resetAt <= now) {
      this.counters.delete(key);
      found = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, found);
      this.sweep(now);
    }
    found.count += 1;
    return { ...found };
  }

  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number): void {
    const max = this.options.maxKeys ?? 100_000;
    if (this.counters.size <= max) return;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
    // Still full of live windows (a flood of addresses): the oldest windows go first.
    for (const key of this.counters.keys()) {
      if (this.counters.size <= max) break;
      this.counters.delete(key);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
