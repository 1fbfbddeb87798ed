import { fail, ok, type Failure, type Result } from '@clinic/core';
import { createHash } from 'node:crypto';
import type { BrowserAnswer } from './proxy-answer';

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
  /** What a key already holds for this request, without starting anything. */
  lookup(key: string, request: unknown): Promise<IdempotencyOutcome | undefined>;
  /**
   * Runs `perform` once per key across every process sharing the store. The same key with the same request
   * replays (even while the first is still running); with a different request it is a mismatch.
   */
  run(key: string, request: unknown, perform: () => Promise<BrowserAnswer>): Promise<IdempotencyOutcome>;
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

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = { maxEntries: 1000, ttlMs: 24 * 3600_000 },
  ) {}

  async lookup(key: string, request: unknown): Promise<IdempotencyOutcome | undefined> {
    return this.lookupNow(key, request);
  }

  async run(key: string, request: unknown, perform: () => Promise<BrowserAnswer>): Promise<IdempotencyOutcome> {
    return this.runNow(key, request, perform);
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

export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
