import { fail, ok, type Failure, type Result } from '@clinic/core';
import { createHash } from 'node:crypto';
import { MemoryLimitStore, type CounterLimit, type LimitStore } from './limit-store';
import type { BrowserAnswer } from './athena-answer-filter';
import { DEFAULT_PROXY_DURATIONS } from './proxy-durations';

interface Entry {
  fingerprint: string;
  expiresAt: number;
  /** Pending while the booking's outcome is not known yet; then its definitive answer. */
  answer: Promise<BrowserAnswer>;
}

/**
 * The booking's answer, `replayed` when it is the first request's (pending or kept) rather than this one's;
 * KEY_REUSED when the key already belongs to a different booking.
 */
export type IdempotencyOutcome = Result<{ answer: Promise<BrowserAnswer>; replayed: boolean }, Failure<'KEY_REUSED'>>;

/**
 * The address limits a keyed booking's claim checks in the same step as the key (with Redis, in the claim's one
 * script: no round trip of their own, and no claim is made for a refused request).
 */
export interface ClaimLimits<L extends CounterLimit = CounterLimit> {
  /** Counted first, even for a request then refused; above its `max` the request is refused. */
  admit: L;
  /**
   * Reserved with the claim, atomically: at their `max` a new claim is refused (a repeat of a kept booking still
   * replays), so concurrent bookings can never together pass them. Given back when the answer is no success.
   */
  caps: L[];
  /** Whether the answer is a success the caps keep; anything else gives its reservation back. */
  succeeded(answer: BrowserAnswer): boolean;
  /** Told when a reservation could not be given back (the store failed meanwhile): the caps count one too many. */
  unreleased?(): void;
}

/** A claim one of its limits refused, and when that limit's window ends (ms since the epoch). */
export type LimitedClaim<L extends CounterLimit = CounterLimit> = Failure<'LIMITED'> & { limit: L; resetAt: number };

/** IdempotencyStore.run's answer: the booking's outcome, or the limit that refused it. */
export type ClaimOutcome<L extends CounterLimit = CounterLimit> = IdempotencyOutcome | LimitedClaim<L>;

export const fresh = (answer: Promise<BrowserAnswer>): IdempotencyOutcome => ok({ answer, replayed: false });
export const replay = (answer: Promise<BrowserAnswer>): IdempotencyOutcome => ok({ answer, replayed: true });
export const KEY_REUSED: IdempotencyOutcome = fail('KEY_REUSED');

/** Answers worth replaying: what athena decided (2xx, and 4xx other than throttling), never an outage or a 5xx. */
export function isDefinitive(answer: BrowserAnswer): boolean {
  return answer.status < 500 && answer.status !== 429 && answer.status !== 202;
}

/**
 * Where bookings are remembered by their Idempotency-Key: this process's memory (one process, the demo) or Redis
 * (replicas, redis-idempotency-store.ts). Both throw SharedStateUnavailable when they cannot answer, and the
 * route refuses the booking rather than risk it twice.
 */
export interface IdempotencyStore {
  /**
   * Runs `perform` once per key across every process sharing the store. The same key with the same request
   * replays (even while the first is still running); with a different request it is a mismatch. With `limits`,
   * in this order: the admit counter is counted and may refuse; a key already held replays or mismatches; the
   * caps are reserved or a full one refuses; only then is the key claimed. Once the answer is known it is kept
   * and, unless it is a success, the caps' reservation given back, in one step the answer does not wait for.
   */
  run<L extends CounterLimit>(
    key: string,
    request: unknown,
    perform: () => Promise<BrowserAnswer>,
    limits?: ClaimLimits<L>,
  ): Promise<ClaimOutcome<L>>;
}

/** The shared store could not be reached: the caller must not act as if the key were free. */
export class SharedStateUnavailable extends Error {
  constructor(cause: unknown) {
    super('shared state unavailable', { cause });
  }
}

/**
 * Remembers bookings by their key so a repeated booking waits for, or replays, the first one's outcome instead
 * of calling athena again. An outcome is kept only once it is definitive: while athena has not answered the
 * entry stays pending (a retry waits on it), and an answer that says nothing about the booking (5xx, 429, an
 * unknown outcome) is forgotten, so the next retry reaches athena. Bounded: least recently used keys go first,
 * and every key expires.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  private readonly limits: LimitStore;

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number; limits?: LimitStore } = {
      maxEntries: 1000,
      ttlMs: DEFAULT_PROXY_DURATIONS.bookingKeyTtlMs,
    },
  ) {
    // The proxy's own limit store, so a keyed booking counts where every other request does.
    this.limits = options.limits ?? new MemoryLimitStore(options.now ? { now: options.now } : {});
  }

  async run<L extends CounterLimit>(
    key: string,
    request: unknown,
    perform: () => Promise<BrowserAnswer>,
    limits?: ClaimLimits<L>,
  ): Promise<ClaimOutcome<L>> {
    if (!limits) return this.runNow(key, request, perform);
    // The same order as Redis's one script: the minute, the key, then the caps reserved.
    const admitted = await this.limits.add(limits.admit.key, limits.admit.windowMs);
    if (admitted.count > limits.admit.max) return limited(limits.admit, admitted.resetAt);
    const known = this.lookupNow(key, request);
    if (known) return known;
    const reserved = await this.limits.reserve(limits.caps);
    if (!reserved.ok) return limited(limits.caps[reserved.index]!, reserved.resetAt);
    const claimed = this.runNow(key, request, perform);
    if (!claimed.ok || claimed.value.replayed) {
      // A repeat claimed the key while the caps were reserved: it replays, and books nothing of its own.
      await this.release(limits);
      return claimed;
    }
    claimed.value.answer.then(
      (answer) => (limits.succeeded(answer) ? undefined : this.release(limits)),
      () => this.release(limits),
    );
    return claimed;
  }

  /** Gives the caps' reservation back once the answer is known to be no success, as the Redis store does. */
  private async release(limits: ClaimLimits<CounterLimit>): Promise<void> {
    await this.limits.release(limits.caps).catch(() => limits.unreleased?.());
  }

  private lookupNow(key: string, request: unknown): IdempotencyOutcome | undefined {
    const found = this.live(key);
    if (!found) return undefined;
    if (found.fingerprint !== fingerprintOf(request)) return KEY_REUSED;
    this.entries.delete(key);
    this.entries.set(key, found); // most recently used last
    return replay(found.answer);
  }

  private runNow(key: string, request: unknown, perform: () => Promise<BrowserAnswer>): IdempotencyOutcome {
    const known = this.lookupNow(key, request);
    if (known) return known;
    const answer = perform();
    const entry: Entry = { fingerprint: fingerprintOf(request), expiresAt: this.now() + this.options.ttlMs, answer };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    answer.then((settled) => (isDefinitive(settled) ? undefined : forget()), forget);
    this.evict();
    return fresh(answer);
  }

  get size(): number {
    return this.entries.size;
  }

  private live(key: string): Entry | undefined {
    const found = this.entries.get(key);
    if (found && found.expiresAt > this.now()) return found;
    if (found) this.entries.delete(key);
    return undefined;
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

export function limited<L extends CounterLimit>(limit: L, resetAt: number): LimitedClaim<L> {
  return fail('LIMITED', { limit, resetAt });
}

export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
