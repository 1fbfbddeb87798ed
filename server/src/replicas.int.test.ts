import { DirectTransport, type AthenaRelayTransport } from '@clinic/adapters';
import { addClinicDays, formatUsDate } from '@clinic/core';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena } from '@clinic/fake-athena';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import { once } from 'node:events';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from './app';
import { SHARED_STATE_DOWN } from './routes/athena-proxy/browser-replies';
import { closeRedis, createRedisClient, redisReady } from './shared-state/redis-client';
import { TEST_SESSION_SECRET, boundTo, proxy, storeTestimonials } from './test-support/build-app';
import { startRedisServer, type RedisServer } from './test-support/redis-server';
import { pooledHttpClient } from './upstream/pooled-http-client';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const PATIENT = PERSONAS.withInsurance;

let redisServer: RedisServer;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(() => redisServer.close());

let closeReplicas: () => Promise<void> = async () => {};
afterEach(() => closeReplicas());

/** Two replicas (two apps, each with its own Redis client) over one fake athena and one Redis, as deployed. */
async function twoReplicas(app: Partial<AppOptions> = {}) {
  const store = createFixtureStore({ today: TODAY });
  // athena's own pace: concurrent repeats of one booking wait on its key's claim, so only the first reads the
  // patient's appointments (the per-patient limit) and books.
  const athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store });
  const http = pooledHttpClient();
  const direct = new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS, http, maxRps: FAKE_ATHENA_CLIENT_RPS });
  const bookingCalls: string[] = [];
  // Counts the booking calls that reach athena, whichever replica sends them.
  const upstream: AthenaRelayTransport = {
    request: (request) => direct.request(request),
    requestRaw: (request) => {
      if (request.method === 'PUT' && request.path.startsWith('/appointments/')) bookingCalls.push(request.path);
      return direct.requestRaw(request);
    },
  };
  const clients = [createRedisClient(redisServer.url), createRedisClient(redisServer.url)] as const;
  await Promise.all(clients.map(redisReady));
  await clients[0].flushall();
  const [a, b] = await Promise.all(
    clients.map((redis) =>
      buildApp({ upstream, testimonials: storeTestimonials(store), log: false, sessionSecret: TEST_SESSION_SECRET, redis, ...app }),
    ),
  );
  closeReplicas = async () => {
    await Promise.all([a!.close(), b!.close()]);
    await Promise.all(clients.map(closeRedis));
    await athena.close();
    await http.close();
  };
  return { a: a!, b: b!, clients, store, bookingCalls };
}

function firstOpenSlot(store: ReturnType<typeof createFixtureStore>) {
  const slots = store.openSlots({ departmentId: '1', startDate: formatUsDate(TODAY), endDate: formatUsDate(addClinicDays(TODAY, 14)) });
  if (!slots[0]) throw new Error('the fixture practice has no open slot in Glendale');
  return slots[0];
}

const booking = (slot: { appointmentid: string; appointmenttypeid: string }, key: string) =>
  proxy(`/appointments/${slot.appointmentid}`, 'PUT', `patientid=${PATIENT.patientid}&appointmenttypeid=${slot.appointmenttypeid}`, {
    ...boundTo(PATIENT.patientid),
    'idempotency-key': key,
  });

const departments = proxy('/departments');
const search = (headers: Record<string, string> = {}) =>
  proxy(
    `/patients/enhancedbestmatch?firstname=${PATIENT.firstname}&lastname=${PATIENT.lastname}&dob=${PATIENT.dob}&mobilephone=${PATIENT.mobilephone}`,
    'GET',
    undefined,
    headers,
  );

function bookedTimes(store: ReturnType<typeof createFixtureStore>, slot: { appointmentid: string; date: string }): number {
  return store.booked({ startDate: slot.date, endDate: slot.date }).filter((b) => b.appointmentid === slot.appointmentid).length;
}

describe('two replicas sharing one Redis', () => {
  it('replays on replica B the booking made through replica A with the same Idempotency-Key, booking nothing more', async () => {
    const { a, b, store, bookingCalls } = await twoReplicas();
    const slot = firstOpenSlot(store);
    const first = await a.inject(booking(slot, 'replica-key-0001'));
    expect(first.statusCode).toBe(200);

    const retried = await b.inject(booking(slot, 'replica-key-0001'));
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(bookingCalls).toHaveLength(1);
    expect(bookedTimes(store, slot)).toBe(1);
  });

  it('refuses on replica B a key replica A used for a different booking (422)', async () => {
    const { a, b, store } = await twoReplicas();
    const [slot, other] = store.openSlots({
      departmentId: '1',
      startDate: formatUsDate(TODAY),
      endDate: formatUsDate(addClinicDays(TODAY, 14)),
    });
    expect((await a.inject(booking(slot!, 'replica-key-0002'))).statusCode).toBe(200);
    const reused = await b.inject(booking(other!, 'replica-key-0002'));
    expect(reused.statusCode).toBe(422);
  });

  it('books one slot exactly once when 50 identical bookings arrive at once, spread over both replicas', async () => {
    const { a, b, store, bookingCalls } = await twoReplicas({ rateLimit: { max: 100, timeWindowMs: 60_000 } });
    const slot = firstOpenSlot(store);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? b : a).inject(booking(slot, 'replica-key-0003'))));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(bookingCalls).toHaveLength(1);
    expect(bookedTimes(store, slot)).toBe(1);
  });

  it('holds the per-address limit across both replicas, per real client address behind a trusted proxy', async () => {
    const { a, b } = await twoReplicas({ rateLimit: { max: 3, timeWindowMs: 60_000 }, trustProxy: '10.0.0.1' });
    const viaBalancer = (client: string) => ({ remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': client } });
    const statuses = async (app: FastifyInstance[], client: string) => {
      const seen: number[] = [];
      for (const replica of app) {
        const request = search();
        const options = viaBalancer(client);
        seen.push(
          (await replica.inject({ ...request, remoteAddress: options.remoteAddress, headers: { ...request.headers, ...options.headers } }))
            .statusCode,
        );
      }
      return seen;
    };

    expect(await statuses([a, b, a, b], '203.0.113.5')).toEqual([200, 200, 200, 429]);
    // Another patient behind the same balancer has a bucket of their own.
    expect(await statuses([b, a], '198.51.100.7')).toEqual([200, 200]);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy: forged addresses share the peer's bucket", async () => {
    const { a, b } = await twoReplicas({ rateLimit: { max: 3, timeWindowMs: 60_000 }, trustProxy: '10.0.0.1' });
    const seen: number[] = [];
    for (const [i, replica] of [a, b, a, b].entries()) {
      const request = search({ 'x-forwarded-for': `198.51.100.${i + 10}` });
      seen.push((await replica.inject({ ...request, remoteAddress: '192.0.2.9' })).statusCode);
    }
    expect(seen).toEqual([200, 200, 200, 429]);
  });
});

describe('Redis going away and coming back', () => {
  it('keeps reads working, refuses bookings with a clear 503 and reports not ready, then recovers without a restart', async () => {
    const { a, b, clients, store } = await twoReplicas();
    const slot = firstOpenSlot(store);
    const closed = clients.map((client) => once(client, 'close'));
    await redisServer.stop();
    await Promise.all(closed);

    expect((await a.inject(departments)).statusCode).toBe(200);
    expect((await b.inject(departments)).statusCode).toBe(200);
    const refused = await b.inject(booking(slot, 'replica-key-0004'));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ error: SHARED_STATE_DOWN.error, code: 'BOOKING_UNAVAILABLE' });
    expect(refused.json().error).toContain('(818) 555-0142');
    expect(bookedTimes(store, slot)).toBe(0);
    const notReady = await a.inject({ method: 'GET', url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'not ready', checks: { redis: 'unavailable' } });
    expect((await a.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await redisServer.start();
    await Promise.all(clients.map(redisReady));

    expect((await a.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready', checks: { redis: 'ok' } });
    const booked = await b.inject(booking(slot, 'replica-key-0004'));
    expect(booked.statusCode).toBe(200);
    const replayed = await a.inject(booking(slot, 'replica-key-0004'));
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(bookedTimes(store, slot)).toBe(1);
  });
});
