import { DEFAULT_MAX_KEYS, sweepBounded } from '../../shared-state/bounded-sweep';

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
  /**
   * Each reservation restarts the window, so the counter outlives every reservation in it by `windowMs` (what is
   * in flight, rather than what happened in a fixed hour).
   */
  sliding?: boolean;
}

/**
 * A reservation's answer: every counter counted one more (`counts`, in order), or none of them because the
 * counter at `index` was already at its max (its window ends at `resetAt`).
 */
export type Reservation = { ok: true; counts: number[] } | { ok: false; index: number; resetAt: number };

/**
 * Where the proxy's limits count. Small on purpose, so a shared store (Redis: INCR + PEXPIRE) can replace the
 * in-memory one when the site runs on more than one process (issue 14).
 */
export interface LimitStore {
  /** The counter for `key` in its current window, without counting. */
  peek(key: string, windowMs: number): Promise<LimitCount>;
  /** Counts one more for `key` and returns the new state. */
  add(key: string, windowMs: number): Promise<LimitCount>;
  /**
   * Counts one more on every counter only when each is below its max, in one atomic step, so concurrent
   * requests (on any replica) can never together pass a cap: reserve before the work, release if it fails.
   */
  reserve(limits: readonly CounterLimit[]): Promise<Reservation>;
  /** Takes back one reservation from each counter still in its window (never below zero). */
  release(limits: readonly CounterLimit[]): Promise<void>;
}

/** Fixed-window counters in this process; bounded, expired windows are swept as new keys arrive. */
export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, LimitCount>();

  constructor(private readonly options: { maxKeys?: number; now?: () => number } = {}) {}

  async peek(key: string, windowMs: number): Promise<LimitCount> {
    return this.current(key, windowMs);
  }

  async add(key: string, windowMs: number): Promise<LimitCount> {
    return { ...this.counted(key, windowMs) };
  }

  private current(key: string, windowMs: number): LimitCount {
    const now = this.now();
    const found = this.counters.get(key);
    return found && found.resetAt > now ? { ...found } : { count: 0, resetAt: now + windowMs };
  }

  /** The live counter for `key`, one more. */
  private counted(key: string, windowMs: number): LimitCount {
    const now = this.now();
    let found = this.counters.get(key);
    if (!found || found.resetAt <= now) {
      this.counters.delete(key);
      found = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, found);
      this.sweep(now);
    }
    found.count += 1;
    return found;
  }

  async reserve(limits: readonly CounterLimit[]): Promise<Reservation> {
    // No await in between: in one process the check and the counts are one step.
    for (const [index, limit] of limits.entries()) {
      const { count, resetAt } = this.current(limit.key, limit.windowMs);
      if (count >= limit.max) return { ok: false, index, resetAt };
    }
    const counts = limits.map((limit) => {
      const counter = this.counted(limit.key, limit.windowMs);
      if (limit.sliding) counter.resetAt = this.now() + limit.windowMs;
      return counter.count;
    });
    return { ok: true, counts };
  }

  async release(limits: readonly CounterLimit[]): Promise<void> {
    const now = this.now();
    for (const limit of limits) {
      const found = this.counters.get(limit.key);
      if (found && found.resetAt > now && found.count > 0) found.count -= 1;
    }
  }

  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number): void {
    sweepBounded(this.counters, this.options.maxKeys ?? DEFAULT_MAX_KEYS, (counter) => counter.resetAt <= now);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
