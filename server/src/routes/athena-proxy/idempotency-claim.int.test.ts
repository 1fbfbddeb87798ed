import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeRedis, createRedisClient, redisReady } from '../../shared-state/redis-client';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server';
import { MemoryIdempotencyStore, type ClaimLimits, type ClaimOutcome, type IdempotencyStore } from './idempotency-store';
import { MemoryLimitStore, type LimitStore } from './limit-store';
import type { BrowserAnswer } from './athena-answer-filter';
import { RedisIdempotencyStore } from './redis-idempotency-store';
import { RedisLimitStore } from './redis-limit-store';

// A keyed booking's claim checks the address's limits in the same step as its key (decision 59): one Lua script
// in Redis, the same order in memory. Both stores are held to the same behaviour here.

let server: RedisServer;
let clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(clients.map(closeRedis));
  clients = [];
});

/** Two replicas' idempotency stores and the limit store the rest of the proxy counts in. */
interface Setup {
  replicas: [IdempotencyStore, IdempotencyStore];
  limits: LimitStore;
  /** How many keys hold a claim or a kept answer. */
  claimedKeys(): Promise<number>;
}

const setups: Array<[string, () => Promise<Setup>]> = [
  [
    'in memory (one process)',
    async () => {
      const limits = new MemoryLimitStore();
      const store = new MemoryIdempotencyStore({ maxEntries: 1000, ttlMs: 60_000, limits });
      return { replicas: [store, store], limits, claimedKeys: async () => store.size };
    },
  ],
  [
    'in Redis (two replicas)',
    async () => {
      clients = [createRedisClient(server.url), createRedisClient(server.url)];
      await Promise.all(clients.map(redisReady));
      await clients[0]!.flushall();
      const [a, b] = clients.map((redis) => new RedisIdempotencyStore(redis, { ttlMs: 60_000, pendingTtlMs: 5000, pollMs: 5 }));
      return {
        replicas: [a!, b!],
        limits: new RedisLimitStore(clients[0]!),
        claimedKeys: async () => (await clients[0]!.keys('clinic:idem:*')).length,
      };
    },
  ],
];

const BOOKED: BrowserAnswer = { status: 200, json: '[{"appointmentid":"1101"}]' };
const TAKEN: BrowserAnswer = { status: 409, json: '{"error":"taken"}' };
const booking = (slot: string) => ({ method: 'PUT', path: `/appointments/${slot}`, form: { patientid: '5001' } });

function limitsOf(admitMax: number, capMax: number, admitKey = '203.0.113.5:book'): ClaimLimits {
  return {
    admit: { key: admitKey, max: admitMax, windowMs: 60_000 },
    caps: [{ key: '203.0.113.5:book:hour', max: capMax, windowMs: 3_600_000 }],
    succeeded: (answer) => answer.status === 200,
  };
}

function answerOf(outcome: ClaimOutcome): Promise<BrowserAnswer> {
  if (!outcome.ok) throw new Error(`expected an answer, got ${outcome.code}`);
  return outcome.value.answer;
}

/** A booking that counts how often it ran. */
function counting(answer: BrowserAnswer) {
  const perform = async () => {
    perform.runs += 1;
    return answer;
  };
  perform.runs = 0;
  return perform;
}

describe.each(setups)('a keyed booking claim with its limits, %s', (_name, setup) => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup();
  });

  it('refuses a request over the minute without claiming its key, so its retry in the next window books', async () => {
    const [a, b] = s.replicas;
    const perform = counting(BOOKED);
    expect(await answerOf(await a.run('claim-key-0001', booking('1101'), perform, limitsOf(1, 10)))).toEqual(BOOKED);
    const refused = await b.run('claim-key-0002', booking('1102'), perform, limitsOf(1, 10));
    expect(refused).toMatchObject({ ok: false, code: 'LIMITED', limit: { key: '203.0.113.5:book', max: 1 } });
    if (refused.ok || refused.code !== 'LIMITED') throw new Error('expected the minute to refuse');
    expect(refused.resetAt).toBeGreaterThan(Date.now());
    expect(perform.runs).toBe(1);
    expect(await s.claimedKeys()).toBe(1);
    // The next minute's counter (another key here) admits the same request: its key was left free.
    const retried = await b.run('claim-key-0002', booking('1102'), perform, limitsOf(1, 10, '203.0.113.5:book:next-minute'));
    expect(retried).toMatchObject({ ok: true, value: { replayed: false } });
    expect(perform.runs).toBe(2);
  });

  it('counts a success against the caps before its answer is heard, and a full cap refuses new keys but replays a kept one', async () => {
    const [a, b] = s.replicas;
    const perform = counting(BOOKED);
    const first = await a.run('claim-key-0003', booking('1101'), perform, limitsOf(100, 1));
    expect(await answerOf(first)).toEqual(BOOKED);
    expect((await s.limits.peek('203.0.113.5:book:hour', 3_600_000)).count).toBe(1);

    const repeat = await b.run('claim-key-0003', booking('1101'), perform, limitsOf(100, 1));
    expect(repeat).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await answerOf(repeat)).toEqual(BOOKED);
    const another = await b.run('claim-key-0004', booking('1102'), perform, limitsOf(100, 1));
    expect(another).toMatchObject({ ok: false, code: 'LIMITED', limit: { key: '203.0.113.5:book:hour' } });
    expect(perform.runs).toBe(1);
    expect(await s.claimedKeys()).toBe(1);
  });

  it('counts no success for an answer that booked nothing, and still counts the minute for every request', async () => {
    const [a, b] = s.replicas;
    const taken = await a.run('claim-key-0005', booking('1101'), counting(TAKEN), limitsOf(100, 1));
    expect(await answerOf(taken)).toEqual(TAKEN);
    await b.run('claim-key-0005', booking('1101'), counting(TAKEN), limitsOf(100, 1));
    expect((await s.limits.peek('203.0.113.5:book:hour', 3_600_000)).count).toBe(0);
    expect((await s.limits.peek('203.0.113.5:book', 60_000)).count).toBe(2);
  });

  it('lets exactly the minute limit through when 20 bookings with their own keys arrive at once, claiming no other key', async () => {
    const [a, b] = s.replicas;
    const perform = counting(BOOKED);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : a).run(`claim-key-1${String(i).padStart(3, '0')}`, booking(String(1200 + i)), perform, limitsOf(5, 100)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.code === 'LIMITED')).toHaveLength(15);
    expect(perform.runs).toBe(5);
    expect(await s.claimedKeys()).toBe(5);
  });

  it('runs one booking for 20 simultaneous repeats of one key, all of which get its answer', async () => {
    const [a, b] = s.replicas;
    const perform = counting(BOOKED);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? b : a).run('claim-key-0006', booking('1101'), perform, limitsOf(100, 100))),
    );
    expect(outcomes.filter((outcome) => outcome.ok && !outcome.value.replayed)).toHaveLength(1);
    expect(await Promise.all(outcomes.map(answerOf))).toEqual(Array(20).fill(BOOKED));
    expect(perform.runs).toBe(1);
    expect((await s.limits.peek('203.0.113.5:book:hour', 3_600_000)).count).toBe(1);
  });
});

describe('the claim in Redis', () => {
  it('is refused with SharedStateUnavailable, running nothing, when Redis is gone', async () => {
    const redis = createRedisClient(server.url);
    clients = [redis];
    await redisReady(redis);
    const store = new RedisIdempotencyStore(redis, { ttlMs: 60_000, pendingTtlMs: 5000 });
    redis.disconnect();
    const perform = counting(BOOKED);
    await expect(store.run('claim-key-0007', booking('1101'), perform, limitsOf(5, 5))).rejects.toThrow('shared state unavailable');
    expect(perform.runs).toBe(0);
  });
});
