import { DirectTransport } from '@clinic/adapters';
import { FAKE_ATHENA_CLIENT_RPS, FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { createTinyFixtureStore } from '@clinic/fake-athena/test-support';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { OUTCOME_UNKNOWN } from './routes/athena-proxy/booking-outcome';
import { UPSTREAM_MESSAGE } from './routes/athena-proxy/athena-answer-filter';
import { AthenaReachability } from './routes/health/athena-reachability';
import { TEST_SESSION_SECRET, boundTo, proxy, storeTestimonials } from './test-support/build-app';
import { pooledHttpClient } from './upstream/pooled-http-client';

const FRESH_MS = 15_000;

// The server as run-server.ts wires it (the pooled client observed, /readyz asking athena), with a clock the test
// moves instead of waiting out the freshness window.
let athena: RunningFakeAthena;
let app: FastifyInstance;
let http: ReturnType<typeof pooledHttpClient>;
let now = Date.parse('2026-12-01T17:30:00Z'); // Tue Dec 1 2026, 9:30 PT
beforeEach(async () => {
  const store = createTinyFixtureStore();
  athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store });
  http = pooledHttpClient();
  const reachability = new AthenaReachability({ freshMs: FRESH_MS, now: () => now });
  const upstream = new DirectTransport({
    baseUrl: athena.url,
    ...FAKE_ATHENA_CREDENTIALS,
    http: reachability.observe(http),
    maxRps: FAKE_ATHENA_CLIENT_RPS,
  });
  app = await buildApp({
    upstream,
    testimonials: storeTestimonials(store),
    log: false,
    sessionSecret: TEST_SESSION_SECRET,
    readiness: [{ name: 'athena', check: () => reachability.check(upstream) }],
  });
});
afterEach(async () => {
  await app.close();
  await athena.close();
  await http.close();
});

const readiness = async () => {
  const res = await app.inject('/readyz');
  return { status: res.statusCode, body: res.json() as unknown };
};
const book = () =>
  app.inject(
    proxy('/appointments/1101', 'PUT', 'patientid=5001&appointmenttypeid=21', {
      ...boundTo('5001'),
      'idempotency-key': 'refused-booking-01',
    }),
  );

describe('athena refusing connections', () => {
  it('makes /readyz answer 503 naming athena within its check interval, though a token is cached', async () => {
    expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', checks: { athena: 'ok' } } });
    await athena.close();
    now += FRESH_MS;
    expect(await readiness()).toEqual({ status: 503, body: { status: 'not ready', checks: { athena: 'unavailable' } } });
  });

  it('answers a booking whose connection was refused as a failure to retry, not as an unknown outcome, and reports not ready at once', async () => {
    expect((await readiness()).status).toBe(200);
    await athena.close();
    const res = await book();
    expect(res.statusCode).toBe(502);
    expect(res.statusCode).not.toBe(OUTCOME_UNKNOWN.status);
    expect(res.json()).toEqual({ error: UPSTREAM_MESSAGE.network });
    // The refused exchange counts: the balancer hears of it on its next check, without waiting for a probe.
    expect(await readiness()).toMatchObject({ status: 503, body: { checks: { athena: 'unavailable' } } });
  });
});
