import { DirectTransport, type AthenaRelayTransport, type AthenaRequest } from '@clinic/adapters';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena } from '@clinic/fake-athena';
import type { FixtureStore } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp, type AppOptions } from '../app';
import { closeRedis, createRedisClient, redisReady } from '../shared-state/redis-client';
import { pooledHttpClient } from '../upstream/pooled-http-client';
import { TEST_SESSION_SECRET, storeTestimonials } from './build-app';

/** How a concurrency test runs the site: one process with its memory stores, or replicas sharing a redis-server. */
export type Deployment = { name: string; replicas: 1 } | { name: string; replicas: number; redisUrl: string };

/**
 * The site as deployed for a concurrency test: one fake athena, and one app per replica (each with its own Redis
 * client when a redis-server is given, flushed first; `app` may differ per replica, e.g. its own database pool). `apps[i % apps.length]` spreads requests over replicas;
 * `bookingCalls` lists every booking that reached athena, whichever replica sent it.
 */
export async function replicaStack<S extends FixtureStore>(
  deployment: Deployment,
  store: S,
  app: Partial<AppOptions> | ((replica: number) => Partial<AppOptions>) = {},
) {
  const athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store });
  const http = pooledHttpClient();
  const direct = new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS, http, maxRps: FAKE_ATHENA_CLIENT_RPS });
  const bookingCalls: string[] = [];
  const counted = (request: AthenaRequest) => {
    if (request.method === 'PUT' && /^\/appointments\/\d+$/.test(request.path)) bookingCalls.push(request.path);
  };
  // The proxy relays raw answers, the manage use-cases read parsed ones: both are counted.
  const upstream: AthenaRelayTransport = {
    request: (request) => (counted(request), direct.request(request)),
    requestRaw: (request) => (counted(request), direct.requestRaw(request)),
  };
  const clients: Redis[] =
    'redisUrl' in deployment ? Array.from({ length: deployment.replicas }, () => createRedisClient(deployment.redisUrl)) : [];
  await Promise.all(clients.map(redisReady));
  await clients[0]?.flushall();
  // Every replica's log lines, so a test can check that none carries what identifies a patient.
  const logLines: string[] = [];
  const apps: FastifyInstance[] = await Promise.all(
    Array.from({ length: deployment.replicas }, (_, i) =>
      buildApp({
        upstream,
        testimonials: storeTestimonials(store),
        log: { stream: { write: (line: string) => void logLines.push(line) } },
        sessionSecret: TEST_SESSION_SECRET,
        ...(clients[i] ? { redis: clients[i] } : {}),
        ...(typeof app === 'function' ? app(i) : app),
      }),
    ),
  );
  return {
    apps,
    store,
    bookingCalls,
    logLines,
    /** The replica the i-th request goes to. */
    at: (i: number) => apps[i % apps.length]!,
    close: async () => {
      await Promise.all(apps.map((a) => a.close()));
      await Promise.all(clients.map(closeRedis));
      await athena.close();
      await http.close();
    },
  };
}
