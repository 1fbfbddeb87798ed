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
  limited,
  replay,
  type ClaimLimits,
  type ClaimOutcome,
  type IdempotencyOutcome,
  type IdempotencyStore,
} from './idempotency-store';
import type { CounterLimit } from './limit-store';
import { LIMIT_PREFIX, LUA_COUNTERS } from './redis-limit-store';
import type { BrowserAnswer } from './athena-answer-filter';

/** One key's value in Redis: the request's fingerprint, the claim's owner, and the definitive answer once known. */
interface Stored {
  f: string;
  t: string;
  a?: BrowserAnswer;
}

// The whole check before a keyed booking, atomically (decisions 59, 81). KEYS[1] is the key's claim, then the
// counters; ARGV: the claim (JSON), its TTL, '1' when KEYS[2] is the admit counter (counted, refused above its
// max, even when the key is held), then each counter's window and max. The caps (the rest) are reserved, all or
// none, refused at their max. Answers {'limited', counter index, ms left}, {'held', the key's value} or {'claimed'}.
const CLAIM = redisScript(`${LUA_COUNTERS}local first = 2
if ARGV[3] == '1' then
  local c, t = count(KEYS[2], ARGV[4])
  if c > tonumber(ARGV[5]) then return {'limited', 0, t} end
  first = 3
end
local v = redis.call('GET', KEYS[1])
if v then return {'held', v} end
local keys, w, m, s = {}, {}, {}, {}
for i = first, #KEYS do
  keys[i - first + 1] = KEYS[i]; w[i - first + 1] = ARGV[2 * i]; m[i - first + 1] = ARGV[2 * i + 1]; s[i - first + 1] = '0'
end
local r = reserve(keys, w, m, s)
if r[1] == 'limited' then return {'limited', r[2] + first - 2, r[3]} end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return {'claimed'}`);

// After the booking, atomically: gives back the caps' reservation of an answer that is no success (KEYS[2..]),
// then settles the claim only while it is still ours (a claim that expired and was taken again is left alone):
// stores the definitive answer with the long TTL, or deletes the claim so the next retry reaches athena.
const SETTLE = redisScript(`${LUA_COUNTERS}local caps = {}
for i = 2, #KEYS do caps[i - 1] = KEYS[i] end
release(caps)
local v = redis.call('GET', KEYS[1])
if not v then return 0 end
if cjson.decode(v).t ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`);

type ClaimReply = ['limited', number, number] | ['held', string] | ['claimed'];

export interface RedisIdempotencyOptions {
  /** How long a definitive answer is replayed (24 h). */
  ttlMs: number;
  /** How long a claim stays pending without an answer: longer than a booking may take upstream (decision 29). */
  pendingTtlMs: number;
  /** How often a repeat on another replica looks for the first one's answer (50 ms). */
  pollMs?: number;
  prefix?: string;
  /** Where the counters live: RedisLimitStore's keys, so a keyed booking counts where every other request does. */
  limitPrefix?: string;
  now?: () => number;
}

/**
 * The idempotency store shared by replicas (decisions 29, 59), with MemoryIdempotencyStore's semantics: the first
 * request for a key claims it atomically (one script: the limits, then the key set with a TTL if free) and books; a repeat with the same body waits for
 * the first one's answer (on this replica, its promise; on another, by polling Redis, bounded by the claim's
 * TTL) or replays it; a different body is a mismatch; only definitive answers are kept, anything else frees
 * the key. Two round trips a booking: the claim with its limits (the caps reserved) before athena; after it, the
 * answer kept and a failure's reservation given back, which the patient's answer does not wait for.
 * Throws SharedStateUnavailable when Redis cannot be asked, so nothing is booked unguarded.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  /** This replica's own bookings in flight, so its own repeats wait on the promise, not on Redis. */
  private readonly running = new Map<string, Promise<BrowserAnswer>>();

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisIdempotencyOptions,
  ) {}

  async run<L extends CounterLimit>(
    key: string,
    request: unknown,
    perform: () => Promise<BrowserAnswer>,
    limits?: ClaimLimits<L>,
  ): Promise<ClaimOutcome<L>> {
    const fingerprint = fingerprintOf(request);
    const owner = randomUUID();
    const counters = limits ? [limits.admit, ...limits.caps] : [];
    const reply = (await this.guarded(() =>
      runScript(
        this.redis,
        CLAIM,
        [this.keyOf(key), ...counters.map((counter) => this.counterKey(counter))],
        [
          JSON.stringify({ f: fingerprint, t: owner } satisfies Stored),
          this.options.pendingTtlMs,
          limits ? '1' : '0',
          ...counters.flatMap((counter) => [counter.windowMs, counter.max]),
        ],
      ),
    )) as ClaimReply;
    if (reply[0] === 'limited') return limited(counters[reply[1]]!, this.now() + reply[2]);
    if (reply[0] === 'held') return this.outcomeOf(key, JSON.parse(reply[1]) as Stored, fingerprint);
    return fresh(this.perform(key, owner, fingerprint, perform, limits));
  }

  private perform(
    key: string,
    owner: string,
    fingerprint: string,
    perform: () => Promise<BrowserAnswer>,
    limits: ClaimLimits<CounterLimit> | undefined,
  ): Promise<BrowserAnswer> {
    const settle = (value: string, released: CounterLimit[]) =>
      runScript(
        this.redis,
        SETTLE,
        [this.keyOf(key), ...released.map((counter) => this.counterKey(counter))],
        [owner, value, this.options.ttlMs],
      ).then(
        () => true,
        // Redis went away meanwhile: the claim expires after pendingTtlMs; a retry then books again, and
        // bookingOutcome finds the slot already this patient's.
        () => false,
      );
    const answer = perform();
    this.running.set(key, answer);
    // Kept (and a failure's reservation given back) in the tick the answer is known, but not waited for: the
    // patient's answer pays only the claim's round trip. Until it lands, a repeat here waits on the promise, and
    // on another replica polls.
    const reservedCaps = limits?.caps ?? [];
    answer
      .then(
        async (settled) => {
          const released = limits?.succeeded(settled) ? [] : reservedCaps;
          const kept = isDefinitive(settled) ? JSON.stringify({ f: fingerprint, t: owner, a: settled } satisfies Stored) : '';
          if (!(await settle(kept, released)) && released.length > 0) limits?.unreleased?.();
        },
        async () => {
          if (!(await settle('', reservedCaps)) && reservedCaps.length > 0) limits?.unreleased?.();
        },
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

  private counterKey(counter: CounterLimit): string {
    return `${this.options.limitPrefix ?? LIMIT_PREFIX}${counter.key}`;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
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
