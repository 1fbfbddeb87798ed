import { DirectTransport, type AthenaRelayTransport, type AthenaRequest } from '@clinic/adapters';
import { clinicInstant, type ClinicDate } from '@clinic/core';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena } from '@clinic/fake-athena';
import { createFixtureStore } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../app';
import type { AvailabilityOptions } from '../availability/availability.plugin';
import { closeRedis, createRedisClient, redisReady } from '../shared-state/redis-client';
import { pooledHttpClient } from '../upstream/pooled-http-client';
import { startAthenaRelay } from './athena-relay';
import { TEST_SESSION_SECRET, storeTestimonials } from './build-app';

/**
 * The site with its availability index over the fixture practice: one fake athena behind a relay (stop it to take
 * athena away), every call the replicas make counted, one app per replica (sharing a redis-server when given). The
 * index's clock is `clock.at`, which a test moves; it starts at 08:00 clinic time on `today`.
 */
export async function availabilityStack(options: {
  today: ClinicDate;
  replicas?: number;
  redisUrl?: string;
  availability?: Partial<AvailabilityOptions>;
  /** The index's clock moves with real time from 08:00 on `today` (tests that wait for the refresher's own ticks). */
  realTime?: boolean;
}) {
  const store = createFixtureStore({ today: options.today });
  // No throttling at the fake: the tests count calls, they do not measure athena's pace.
  const athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store, limits: { callsPerSecond: Infinity, tokensPerMinute: 1000 } });
  const relay = await startAthenaRelay(athena.url);
  const http = pooledHttpClient();
  const direct = new DirectTransport({ baseUrl: relay.url, ...FAKE_ATHENA_CREDENTIALS, http, maxRps: 1000 });
  const calls: AthenaRequest[] = [];
  const upstream: AthenaRelayTransport = {
    request: (request) => (calls.push(request), direct.request(request)),
    requestRaw: (request) => (calls.push(request), direct.requestRaw(request)),
  };
  const clock = { at: clinicInstant(options.today, '08:00').getTime() };
  const startedAt = Date.now();
  const now = options.realTime ? () => clock.at + (Date.now() - startedAt) : () => clock.at;
  const replicas = options.replicas ?? 1;
  const clients: Redis[] = options.redisUrl ? Array.from({ length: replicas }, () => createRedisClient(options.redisUrl!)) : [];
  await Promise.all(clients.map(redisReady));
  await clients[0]?.flushall();
  const apps: FastifyInstance[] = await Promise.all(
    Array.from({ length: replicas }, (_, i) =>
      buildApp({
        upstream,
        testimonials: storeTestimonials(store),
        log: false,
        sessionSecret: TEST_SESSION_SECRET,
        limits: { upcomingPerPatient: 0 },
        metrics: { open: true },
        availability: { nearRefreshMs: 30_000, farRefreshMs: 300_000, now, ...options.availability },
        ...(clients[i] ? { redis: clients[i] } : {}),
      }),
    ),
  );
  const closed = new Set<FastifyInstance>();
  return {
    apps,
    clients,
    store,
    now,
    calls,
    relay,
    clock,
    /** Open-slot reads that reached athena since `from` (an index into `calls`). */
    slotReads: (from = 0) => calls.slice(from).filter((c) => c.method === 'GET' && c.path.startsWith('/appointments/open')),
    closeApp: async (app: FastifyInstance) => {
      closed.add(app);
      await app.close();
    },
    close: async () => {
      await Promise.all(apps.filter((a) => !closed.has(a)).map((a) => a.close()));
      await Promise.all(clients.map(closeRedis));
      await relay.stop();
      await athena.close();
      await http.close();
    },
  };
}

/** Resolves with the next snapshot `app`'s index writes after a refresh. */
export function nextRefresh(app: FastifyInstance): Promise<{ nearRefreshedAt: Date; farRefreshedAt: Date }> {
  return new Promise((resolve) => app.availabilityIndex!.onRefreshed(async (snapshot) => resolve(snapshot)));
}
