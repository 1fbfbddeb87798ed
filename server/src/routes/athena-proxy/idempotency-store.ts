import { createHash } from 'node:crypto';
import type { BrowserAnswer } from './proxy-answer';

interface Entry {
  fingerprint: string;
  expiresAt: number;
  answer: Promise<BrowserAnswer>;
}

export type IdempotencyOutcome =
  | { kind: 'fresh'; answer: Promise<BrowserAnswer> }
  | { kind: 'replay'; answer: Promise<BrowserAnswer> }
  | { kind: 'mismatch' };

/**
 * Remembers booking answers by Idempotency-Key so a repeated booking replays the first answer instead of
 * calling athena again. Bounded: least recently used keys go first, and every key expires.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now?: () => number } = { maxEntries: 1000, ttlMs: 24 * 3600_000 },
  ) {}

  /**
   * Runs `perform` once per key. The same key with the same request replays (even while the first is still
   * running); with a different request it is a mismatch. Failures that throw are forgotten so the patient may try again.
   */
  run(key: string, request: unknown, perform: () => Promise<BrowserAnswer>): IdempotencyOutcome {
    const now = (this.options.now ?? Date.now)();
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) {
      if (found.fingerprint !== fingerprint) return { kind: 'mismatch' };
      this.entries.delete(key);
      this.entries.set(key, found); // most recently used last
      return { kind: 'replay', answer: found.answer };
    }
    const answer = perform();
    const entry: Entry = { fingerprint, expiresAt: now + this.options.ttlMs, answer };
    this.entries.delete(key);
    this.entries.set(key, entry);
    answer.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.evict();
    return { kind: 'fresh', answer };
  }

  get size(): number {
    return this.entries.size;
  }

  private evict(): void {
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
