// One server per process for the proxy benchmark, so the fake athena, the proxy and autocannon each get
// their own event loop as they would in production: `athena`, `proxy <athena url>` or `bare <athena url>`.
// A proxy shares its limits and idempotency store through Redis when REDIS_URL is set (a replica). Prints its URL.
import { DirectTransport } from '@clinic/adapters';
import Fastify from 'fastify';
import { createFixtureStore } from '@clinic/fixtures';
import { buildApp } from '../src/app';
import { BENCH_SESSION_SECRET } from './bench-secret';
import { createRedisClient, redisReady } from '../src/shared-state/redis-client';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena } from '@clinic/fake-athena';
import { pooledHttpClient } from '../src/upstream/pooled-http-client';
import { storeTestimonials } from '../src/test-support/build-app';

const [mode, athenaUrl] = process.argv.slice(2);
const store = createFixtureStore();
if (mode === 'athena') {
  // The proxy's own cost is measured here, not athena's limits: the fake throttles nothing.
  const athena = await startFakeAthena({
    host: '127.0.0.1',
    port: 0,
    store,
    limits: { callsPerSecond: Infinity, tokensPerMinute: Infinity },
  });
  console.log(athena.url);
} else {
  // One DirectTransport over one kept-alive connection pool, as main.ts runs it.
  const upstream = new DirectTransport({ baseUrl: athenaUrl!, ...FAKE_ATHENA_CREDENTIALS, http: pooledHttpClient(), maxRps: 1_000_000 });
  // autocannon is one client sending thousands of calls a second: every limit is still counted, never reached.
  const unlimited = { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  const limits = {
    reference: unlimited,
    perOperation: unlimited,
    bookingsPerHour: unlimited,
    bookingsPerDay: unlimited,
    upcomingPerPatient: 0,
  };
  const redis = process.env.REDIS_URL ? createRedisClient(process.env.REDIS_URL) : undefined;
  if (redis) await redisReady(redis);
  const app =
    mode === 'bare'
      ? bareRelay(upstream)
      : await buildApp({
          upstream,
          testimonials: storeTestimonials(store),
          log: false,
          limits,
          sessionSecret: BENCH_SESSION_SECRET,
          ...(redis ? { redis } : {}),
        });
  await app.listen({ host: '127.0.0.1', port: 0 });
  console.log(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
}

/**
 * The floor the proxy is compared with: Fastify and the same DirectTransport relaying the browser's url with
 * no allowlist, validation, security headers, rate limit or deadline. Whatever this cannot reach on a machine,
 * no Fastify proxy can. An open relay, so it exists only here, on loopback, for the length of a benchmark.
 */
function bareRelay(upstream: DirectTransport) {
  const app = Fastify({ logger: false });
  app.post<{ Body: { url: string } }>('/api/athena-proxy', (req, reply) =>
    upstream
      .requestRaw({ method: 'GET', path: req.body.url })
      .then(({ status, text }) => reply.code(status).type('application/json; charset=utf-8').send(text)),
  );
  return app;
}
