// npm run bench:availability [-- --delay 400 --max-rps 5]: what the availability index (#31, decision 91) costs
// athena. For the fixture practice and one ten times larger (tenfold-practice.ts), with athena answering after
// --delay ms and the server pacing itself at --max-rps (5: athena's preview host), it runs the index's refreshes on
// a clock it moves and prints each refresh's athena calls and wall time, and the steady state in calls a minute
// against half of --max-rps (the budget the index must stay under).
import { DirectTransport } from '@clinic/adapters';
import { clinicInstant, type ClinicDate } from '@clinic/core';
import { buildFakeAthena, FAKE_ATHENA_CREDENTIALS } from '@clinic/fake-athena';
import { createFixtureStore, type FixtureStore } from '@clinic/fixtures';
import { buildApp } from '../src/app';
import { storeTestimonials } from '../src/test-support/build-app';
import { pooledHttpClient } from '../src/upstream/pooled-http-client';
import { BENCH_SESSION_SECRET } from './bench-secret';
import { tenfoldPractice } from './tenfold-practice';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const DELAY_MS = option('--delay', 400);
const MAX_RPS = option('--max-rps', 5);
const NEAR_MS = 30_000;
const FAR_MS = 300_000;
const TODAY: ClinicDate = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025

interface Refresh {
  what: string;
  calls: number;
  ms: number;
}

async function measure(name: string, store: FixtureStore): Promise<void> {
  const athena = await buildFakeAthena({ store, delayMs: DELAY_MS, limits: { callsPerSecond: Infinity, tokensPerMinute: Infinity } });
  let calls = 0;
  athena.addHook('onRequest', (req, _reply, done) => {
    if (req.url.startsWith('/v1/')) calls++;
    done();
  });
  await athena.listen({ host: '127.0.0.1', port: 0 });
  const http = pooledHttpClient();
  const baseUrl = `http://127.0.0.1:${(athena.server.address() as { port: number }).port}`;
  const upstream = new DirectTransport({ baseUrl, ...FAKE_ATHENA_CREDENTIALS, http, maxRps: MAX_RPS });
  const clock = { at: clinicInstant(TODAY, '08:00').getTime() };
  const app = await buildApp({
    upstream,
    testimonials: storeTestimonials(store),
    log: false,
    sessionSecret: BENCH_SESSION_SECRET,
    referenceCache: { ttlMs: 600_000, practice: name },
    availability: { nearRefreshMs: NEAR_MS, farRefreshMs: FAR_MS, now: () => clock.at },
  });
  // The app is never started: the bench ticks the index itself, on its own clock.
  const index = app.availabilityIndex!;
  const refreshes: Refresh[] = [];
  const run = async (what: string, advanceMs: number) => {
    clock.at += advanceMs;
    const before = calls;
    const started = performance.now();
    await index.tick();
    refreshes.push({ what, calls: calls - before, ms: Math.round(performance.now() - started) });
  };
  try {
    await run('first: directory, 14 days, the rest of the 90', 0);
    await run('near: the next 14 clinic days', NEAR_MS);
    await run('near and far (every 10th tick)', FAR_MS - NEAR_MS);
    const state = await index.read();
    const near = refreshes[1]!.calls;
    const far = refreshes[2]!.calls - near;
    const perMinute = near * (60_000 / NEAR_MS) + far * (60_000 / FAR_MS);
    console.log(`\n${name}: ${state?.slots.length ?? 0} open slots indexed, athena at ${DELAY_MS} ms a call, ATHENA_MAX_RPS ${MAX_RPS}`);
    console.log('refresh                                          athena calls   wall ms');
    for (const r of refreshes) console.log(`${r.what.padEnd(48)} ${String(r.calls).padStart(12)} ${String(r.ms).padStart(9)}`);
    console.log(
      `steady state: ${near} calls every ${NEAR_MS / 1000} s + ${far} every ${FAR_MS / 1000} s = ${perMinute.toFixed(1)} calls a minute ` +
        `(${(perMinute / 60).toFixed(2)} a second; budget: half of ${MAX_RPS} = ${MAX_RPS / 2} a second, ${(MAX_RPS / 2) * 60} a minute)`,
    );
    console.log(
      `14-day window: ${near} calls; at ${MAX_RPS} calls a second no refresh of it can take less than ${(near / MAX_RPS).toFixed(1)} s ` +
        `(measured ${refreshes[1]!.ms} ms, 2 calls in flight at ${DELAY_MS} ms each)`,
    );
  } finally {
    await app.close();
    await athena.close();
    await http.close();
  }
}

await measure('demo practice (fixtures)', createFixtureStore({ today: TODAY }));
await measure('10x practice (ten fixture practices, 30 clinics, 180 providers)', tenfoldPractice(TODAY));
