import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { redisScript, runScript } from '../../shared-state/redis-script';
import { OUTCOME_UNKNOWN_ANSWER } from './booking-outcome';
import {
  SharedStateUnavailable,
  fingerprintOf,
  isDefinitive,
  fresh,
  KEY_REUSED,
  replay,
  type IdempotencyOutcome,
  type IdempotencyStore,
} from './idempotency-store';
import type { BrowserAnswer } from './proxy-answer';

/** One key's value in Redis: the request's fingerprint, the claim's owner, and the definitive answer once known. */
interface Stored {
  f: string;
  t: string;
  a?: BrowserAnswer;
}

// Settles a claim only while it is still ours (a claim that expired and was taken again is left alone): stores
// the definitive answer with the long TTL, or deletes the claim so the next retry reaches athena.
const SETTLE = redisScript(`local v = redis.call('GET', KEYS[1])
if not v then return 0 end
if cjson.decode(v).t ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`);

export interface RedisIdempotencyOptions {
  /** How long a definitive answer is replayed (24 h). */
  ttlMs: number;
  /** How long a claim stays pending without an answer: longer than a booking may take upstream (decision 29). */
  pendingTtlMs: number;
  /** How often a repeat on another replica looks for the first one's answer (50 ms). */
  pollMs?: number;
  prefix?: string;
}

/**
 * The idempotency store shared by replicas (decision 29), with MemoryIdempotencyStore's semantics: the first
 * request for a key claims it atomically (SET NX with a TTL) and books; a repeat with the same body waits for
 * the first one's answer (on this replica, its promise; on another, by polling Redis, bounded by the claim's
 * TTL) or replays it; a different body is a mismatch; only definitive answers are kept, anything else frees
 * the key. Throws SharedStateUnavailable when Redis cannot be asked, so nothing is booked unguarded.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  /** This replica's own bookings in flight, so its own repeats wait on the promise, not on Redis. */
  private readonly running = new Map<string, Promise<BrowserAnswer>>();

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisIdempotencyOptions,
  ) {}

  async lookup(key: string, request: unknown): Promise<IdempotencyOutcome | undefined> {
    const stored = await this.read(key);
    return stored && this.outcomeOf(key, stored, fingerprintOf(request));
  }

  async run(key: string, request: unknown, perform: () => Promise<BrowserAnswer>): Promise<IdempotencyOutcome> {
    const fingerprint = fingerprintOf(request);
    const owner = randomUUID();
    const claim: Stored = { f: fingerprint, t: owner };
    // Twice at most: a claim freed between our SET and GET (its booking said nothing definitive) is free again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const claimed = await this.guarded(() =>
        this.redis.set(this.keyOf(key), JSON.stringify(claim), 'PX', this.options.pendingTtlMs, 'NX'),
      );
      if (claimed === 'OK') return fresh(this.perform(key, owner, fingerprint, perform));
      const stored = await this.read(key);
      if (stored) return this.outcomeOf(key, stored, fingerprint);
    }
    throw new SharedStateUnavailable(new Error('idempotency key kept changing hands'));
  }

  private perform(key: string, owner: string, fingerprint: string, perform: () => Promise<BrowserAnswer>): Promise<BrowserAnswer> {
    const answer = perform();
    this.running.set(key, answer);
    const settle = (value: string) =>
      runScript(this.redis, SETTLE, [this.keyOf(key)], [owner, value, this.options.ttlMs]).catch(() => {
        // Redis went away meanwhile: the claim expires after pendingTtlMs; a retry then books again, and
        // bookingOutcome finds the slot already this patient's.
      });
    answer
      .then(
        (settled) => settle(isDefinitive(settled) ? JSON.stringify({ f: fingerprint, t: owner, a: settled } satisfies Stored) : ''),
        () => settle(''),
      )
      .finally(() => this.running.delete(key));
    return answer;
  }

  private outcomeOf(key: string, stored: Stored, fingerprint: string): IdempotencyOutcome {
    if (stored.f !== fingerprint) return KEY_REUSED;
    if (stored.a) return replay(Promise.resolve(stored.a));
    return replay(this.running.get(key) ?? this.awaitAnswer(key, stored.t));
  }

  /** The answer of a booking running on another replica; "not known yet" if it ends without one or Redis fails. */
  private async awaitAnswer(key: string, owner: string): Promise<BrowserAnswer> {
    const until = Date.now() + this.options.pendingTtlMs;
    while (Date.now() < until) {
      await delay(this.options.pollMs ?? 50);
      const stored = await this.read(key).catch(() => undefined);
      if (!stored || stored.t !== owner) return OUTCOME_UNKNOWN_ANSWER;
      if (stored.a) return stored.a;
    }
    return OUTCOME_UNKNOWN_ANSWER;
  }

  private async read(key: string): Promise<Stored | undefined> {
    const raw = await this.guarded(() => this.redis.get(this.keyOf(key)));
    return raw === null ? undefined : (JSON.parse(raw) as Stored);
  }

  private async guarded<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new SharedStateUnavailable(error);
    }
  }

  private keyOf(key: string): string {
    return `${this.options.prefix ?? 'clinic:idem:'}${key}`;
  }
}
