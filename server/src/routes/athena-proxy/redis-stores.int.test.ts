import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeRedis, createRedisClient, redisReady } from '../../shared-state/redis-client';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server';
import { OUTCOME_UNKNOWN_ANSWER } from './booking-outcome';
import { SharedStateUnavailable, type ClaimOutcome } from './idempotency-store';
import type { BrowserAnswer } from './athena-answer-filter';
import { RedisIdempotencyStore } from './redis-idempotency-store';
import { RedisLimitStore } from './redis-limit-store';
import { RedisReferenceStore } from './redis-reference-store';
import { ReferenceCachingTransport } from './reference-cache';
import { RecordingTransport } from '../../test-support/recording-transport';

let server: RedisServer;
let clients: Redis[];
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  clients = [createRedisClient(server.url), createRedisClient(server.url)];
  await Promise.all(clients.map(redisReady));
  await clients[0]!.flushall();
});
afterEach(() => Promise.all(clients.map(closeRedis)));

/** Two replicas' stores over one Redis. */
const stores = () => clients.map((redis) => new RedisIdempotencyStore(redis, { ttlMs: 60_000, pendingTtlMs: 5000, pollMs: 5 }));
const BOOKING = { method: 'PUT', path: '/appointments/1101', form: { patientid: '5001' } };
const BOOKED: BrowserAnswer = { status: 200, json: '[{"appointmentid":"1101"}]' };

function answerOf(outcome: ClaimOutcome | undefined): Promise<BrowserAnswer> | undefined {
  return outcome?.ok ? outcome.value.answer : undefined;
}

function held() {
  let settle: (answer: BrowserAnswer) => void = () => {};
  const answer = new Promise<BrowserAnswer>((resolve) => (settle = resolve));
  return { answer, settle };
}

describe('RedisIdempotencyStore across replicas', () => {
  it('makes a repeat on another replica wait for the pending booking and get its answer, running nothing itself', async () => {
    const [a, b] = stores();
    const first = held();
    const fresh = await a!.run('key-00000001', BOOKING, () => first.answer);
    let ranOnB = false;
    const repeat = await b!.run('key-00000001', BOOKING, async () => ((ranOnB = true), BOOKED));
    expect(fresh).toMatchObject({ ok: true, value: { replayed: false } });
    expect(repeat).toMatchObject({ ok: true, value: { replayed: true } });
    first.settle(BOOKED);
    expect(await answerOf(repeat)).toEqual(BOOKED);
    expect(ranOnB).toBe(false);
  });

  it('frees the key when the first answer says nothing definitive: waiters hear "not known yet", the next try runs', async () => {
    const [a, b] = stores();
    const first = held();
    await a!.run('key-00000002', BOOKING, () => first.answer);
    const waiting = await b!.run('key-00000002', BOOKING, async () => BOOKED);
    first.settle({ status: 503, json: '{}' });
    expect(await answerOf(waiting)).toEqual(OUTCOME_UNKNOWN_ANSWER);
    // The owner settles the claim after its own answer: wait for the key to be gone, then try again.
    while ((await clients[0]!.exists('clinic:idem:key-00000002')) === 1) await new Promise((resolve) => setImmediate(resolve));
    const retry = await b!.run('key-00000002', BOOKING, async () => BOOKED);
    expect(retry).toMatchObject({ ok: true, value: { replayed: false } });
  });

  it('refuses the key for a different booking on any replica, and replays a stored answer without waiting', async () => {
    const [a, b] = stores();
    const fresh = await a!.run('key-00000003', BOOKING, async () => BOOKED);
    await answerOf(fresh);
    // The owner keeps the answer right after its own: wait for it to be in Redis.
    while (!(JSON.parse((await clients[1]!.get('clinic:idem:key-00000003')) ?? '{}') as { a?: unknown }).a) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    const unexpected = async (): Promise<BrowserAnswer> => {
      throw new Error('a kept booking ran again');
    };
    expect(await b!.run('key-00000003', { ...BOOKING, path: '/appointments/1102' }, unexpected)).toEqual({ ok: false, code: 'KEY_REUSED' });
    const replay = await b!.run('key-00000003', BOOKING, unexpected);
    expect(replay).toMatchObject({ ok: true, value: { replayed: true } });
    expect(await answerOf(replay)).toEqual(BOOKED);
  });

  it('throws SharedStateUnavailable at once when Redis is gone, rather than treat the key as free', async () => {
    const [a] = stores();
    clients[0]!.disconnect();
    await expect(a!.run('key-00000004', BOOKING, async () => BOOKED)).rejects.toBeInstanceOf(SharedStateUnavailable);
  });
});

describe('RedisLimitStore', () => {
  it('counts one window across replicas, peeks without counting, and gives the window its expiry', async () => {
    const [a, b] = clients.map((redis) => new RedisLimitStore(redis));
    expect((await a!.peek('203.0.113.5:book', 60_000)).count).toBe(0);
    await a!.add('203.0.113.5:book', 60_000);
    await b!.add('203.0.113.5:book', 60_000);
    const counted = await a!.add('203.0.113.5:book', 60_000);
    expect(counted.count).toBe(3);
    expect((await b!.peek('203.0.113.5:book', 60_000)).count).toBe(3);
    const ttl = await clients[0]!.pttl('clinic:limit:203.0.113.5:book');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts every one of 100 simultaneous adds from two replicas', async () => {
    const [a, b] = clients.map((redis) => new RedisLimitStore(redis));
    await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a! : b!).add('198.51.100.7:reference', 60_000)));
    expect((await a!.peek('198.51.100.7:reference', 60_000)).count).toBe(100);
  });

  it('reserves exactly the max of 100 simultaneous reservations from two replicas, all counters or none', async () => {
    const [a, b] = clients.map((redis) => new RedisLimitStore(redis));
    const hour = { key: '198.51.100.7:book:hour', max: 7, windowMs: 3_600_000 };
    const day = { key: '198.51.100.7:book:day', max: 9, windowMs: 86_400_000 };
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a! : b!).reserve([hour, day])));
    expect(answers.filter((r) => r.ok)).toHaveLength(7);
    expect(answers.find((r) => !r.ok)).toMatchObject({ ok: false, index: 0 });
    // The day was counted only with the hour: 7, not 100.
    expect((await a!.peek(day.key, day.windowMs)).count).toBe(7);
    await b!.release([hour, day]);
    expect(await a!.reserve([hour, day])).toEqual({ ok: true, counts: [7, 7] });
  });

  it('never takes a counter below zero, and restarts a sliding window with each reservation', async () => {
    const store = new RedisLimitStore(clients[0]!);
    const inFlight = { key: 'patient:5001:booking', max: 2, windowMs: 60_000, sliding: true };
    await store.release([inFlight]);
    expect(await store.reserve([inFlight])).toEqual({ ok: true, counts: [1] });
    await clients[0]!.pexpire('clinic:limit:patient:5001:booking', 10);
    await store.reserve([inFlight]);
    expect(await clients[0]!.pttl('clinic:limit:patient:5001:booking')).toBeGreaterThan(1000);
  });
});

describe('the reference cache across replicas', () => {
  const departments = { method: 'GET' as const, path: '/departments?showalldepartments=false' };
  const replica = (redis: Redis, upstream: RecordingTransport) =>
    new ReferenceCachingTransport(upstream, { ttlMs: 60_000, practice: 'p1', store: new RedisReferenceStore(redis) });

  it("asks athena once for every replica: a second replica reads what the first one kept, with athena's status and body", async () => {
    const upstream = new RecordingTransport(() => ({ status: 200, body: { departments: [{ departmentid: '1' }] } }));
    const [a, b] = clients.map((redis) => replica(redis, upstream));
    const first = await a!.requestRaw(departments);
    const second = await b!.requestRaw(departments);
    expect(second).toEqual(first);
    expect(upstream.calls).toHaveLength(1);
  });

  it('reads from athena, without an error, while Redis is unreachable', async () => {
    const upstream = new RecordingTransport(() => ({ status: 200, body: { departments: [] } }));
    const down = createRedisClient('redis://127.0.0.1:1', { timeoutMs: 200 });
    try {
      const cache = replica(down, upstream);
      expect((await cache.requestRaw(departments)).status).toBe(200);
      // The answer is still kept in this replica's memory.
      expect((await cache.requestRaw(departments)).status).toBe(200);
      expect(upstream.calls).toHaveLength(1);
    } finally {
      down.disconnect();
    }
  });
});
