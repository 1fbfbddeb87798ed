// `npm run bench:proxy`: two athena calls (departments, and the dialog's open-slot search), each straight to the
// fake athena and through /api/athena-proxy, on loopback, 10 connections, ~16 s per call and side. Departments
// also go through a bare relay with no checks, the floor of any Fastify proxy on the machine at hand.
// Targets: the proxy adds ≤ 2 ms at p50 and ≤ 10 ms at p99, and keeps ≥ 50 % of the direct req/s.
// Then shared state: one proxy process with its state in memory against two replicas sharing a Redis, for the
// departments call and a booking-shaped call with a fresh Idempotency-Key each time; one process through Redis
// separates Redis's own cost from a second process's. Target: Redis costs ≤ 1 ms at p50.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addClinicDays, clinicDateOf, formatUsDate } from '@clinic/core';
import { IV_TYPE_IDS, createFixtureStore } from '@clinic/fixtures';
import { FAKE_ATHENA_CREDENTIALS } from '@clinic/fake-athena';
import { BOOKING_SESSION_HEADER } from '@clinic/adapters';
import { PERSONAS } from '@clinic/fixtures';
import { randomUUID } from 'node:crypto';
import { PatientBinding } from '../src/routes/athena-proxy/patient-binding';
import { startRedisServer } from '../src/test-support/redis-server';
import { BENCH_SESSION_SECRET } from './bench-secret';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 16);
const CONNECTIONS = 10;
/** The shared-state comparison's steady load: well below what one process serves here, so latency is not queueing. */
const STEADY_RATE = 200;
const DEPARTMENTS = '/departments?showalldepartments=false&limit=200&providerlist=true';
// bench-server.ts bundled like server/dist/main.js (see the bench:proxy script), not run through a TS loader.
const SERVER = fileURLToPath(new URL('./dist/bench-server.js', import.meta.url));
const children: ChildProcess[] = [];

/** Starts bench-server.ts in its own process and resolves with the URL it prints. */
function serve(...args: string[]): Promise<string> {
  return serveWith({}, ...args);
}

function serveWith(env: Record<string, string>, ...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [SERVER, ...args], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited with ${code}`)));
  });
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
}
type Side = 'direct' | 'proxy' | 'bare';
const ROUNDS = 8;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Every side in alternating slices (ROUNDS × DURATION_S/ROUNDS seconds each), medians reported: on shared
 * machines a burst of someone else's load then hits all sides alike. A throughput ratio is the median of each
 * round's own ratio, so a slow round counts against both sides of it, not one.
 */
async function measure(
  targets: Array<[Side, autocannon.Options]>,
): Promise<{ figures: Record<Side, Figures>; ratio(a: Side, b: Side): number[] }> {
  const runs: Record<Side, Figures[]> = { direct: [], proxy: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, target] of targets) {
      const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S / ROUNDS, ...target });
      if (r.errors || r.non2xx) throw new Error(`${side}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      runs[side].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
  }
  const summary = (f: Figures[]): Figures => ({
    rps: median(f.map((x) => x.rps)),
    p50: median(f.map((x) => x.p50)),
    p99: median(f.map((x) => x.p99)),
  });
  return {
    figures: Object.fromEntries(targets.map(([side]) => [side, summary(runs[side])])) as Record<Side, Figures>,
    ratio: (a, b) => runs[a].map((x, round) => x.rps / runs[b][round]!.rps),
  };
}

const line = (title: string, f: Figures) =>
  console.log(`${title.padEnd(28)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${f.p50.toFixed(1)} ms   p99 ${f.p99.toFixed(1)} ms`);

/** The dialog's search (booking.md §7) for the Glendale doctor and office type with the most open slots in the server's store. */
function openSlotsPath(): string {
  const today = clinicDateOf(new Date());
  const window = { startDate: formatUsDate(today), endDate: formatUsDate(addClinicDays(today, 90)) };
  const counts = new Map<string, number>();
  for (const slot of createFixtureStore().openSlots({ departmentId: '1', ...window })) {
    if (IV_TYPE_IDS.has(slot.appointmenttypeid)) continue;
    const key = `${slot.providerid}|${slot.appointmenttypeid}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [providerId, typeId] = [...counts].sort((a, b) => b[1] - a[1])[0]![0].split('|');
  const query = new URLSearchParams({
    departmentid: '1',
    appointmenttypeid: typeId!,
    providerid: providerId!,
    startdate: window.startDate,
    enddate: window.endDate,
    showfullresponse: 'true',
    ignoreschedulablepermission: 'true',
    showallproviders: 'false',
    showallresources: 'true',
  });
  return `/appointments/open?${query}`;
}

/**
 * The same call spread over `urls` by one autocannon client per URL (half the connections each), in
 * alternating rounds like measure(): throughput is the clients' sum, p50 their mean, p99 the larger.
 */
async function measureSpread(targets: Array<[string, string[], autocannon.Options]>): Promise<Record<string, Figures>> {
  const runs: Record<string, Figures[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, urls, target] of targets) {
      const results = await Promise.all(
        [0, 1].map((i) =>
          autocannon({ connections: CONNECTIONS / 2, duration: DURATION_S / ROUNDS, ...target, url: urls[i % urls.length]! }),
        ),
      );
      for (const r of results)
        if (r.errors || r.non2xx)
          throw new Error(`${side}: ${r.errors} errors, ${r.non2xx} non-2xx answers (by status: ${JSON.stringify(r.statusCodeStats)})`);
      (runs[side] ??= []).push({
        rps: results.reduce((sum, r) => sum + r.requests.average, 0),
        p50: results.reduce((sum, r) => sum + r.latency.p50, 0) / results.length,
        p99: Math.max(...results.map((r) => r.latency.p99)),
      });
    }
  }
  return Object.fromEntries(
    Object.entries(runs).map(([side, f]) => [
      side,
      { rps: median(f.map((x) => x.rps)), p50: median(f.map((x) => x.p50)), p99: median(f.map((x) => x.p99)) },
    ]),
  );
}

/**
 * A relay in front of Redis that counts the writes a proxy sends it. One request at a time, each write is one
 * round trip (ioredis sends the commands of one tick as one write): a figure the machine's load cannot blur.
 */
async function countingRelay(redisPort: number): Promise<{ url: string; writes: () => number; close: () => Promise<void> }> {
  let writes = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const redis = createConnection({ host: '127.0.0.1', port: redisPort });
    client.on('data', (chunk) => {
      writes += 1;
      redis.write(chunk);
    });
    redis.pipe(client);
    sockets.add(client).add(redis);
    client.on('close', () => redis.destroy());
    redis.on('close', () => client.destroy());
    client.on('error', () => redis.destroy());
    redis.on('error', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    writes: () => writes,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Redis writes per request, N requests one after the other, after one unmeasured request (scripts loaded). */
async function roundTrips(url: string, options: autocannon.Options, writes: () => number): Promise<number> {
  const N = 50;
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { ...(options.headers as Record<string, string>), 'idempotency-key': `trips-${randomUUID()}` },
      body: options.body as string,
    }).then((response) => response.arrayBuffer());
  await send();
  // Writes that trail a request's answer (none expected) are given time to land before counting starts and ends.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const before = writes();
  for (let i = 0; i < N; i++) await send();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return (writes() - before) / N;
}

/** One process in memory against two replicas through Redis, for departments and a keyed booking each. */
async function compareSharedState(athenaUrl: string, memoryUrl: string): Promise<void> {
  const redisServer = await startRedisServer();
  try {
    const env = { REDIS_URL: redisServer.url };
    const replicas = [await serveWith(env, 'proxy', athenaUrl), await serveWith(env, 'proxy', athenaUrl)];
    // Redis's own cost, apart from running a second process on the same cores.
    const oneWithRedis = await serveWith(env, 'proxy', athenaUrl);
    const today = clinicDateOf(new Date());
    const slot = createFixtureStore().openSlots({
      departmentId: '1',
      startDate: formatUsDate(today),
      endDate: formatUsDate(addClinicDays(today, 30)),
    })[0]!;
    const patient = PERSONAS.withInsurance.patientid;
    const session = new PatientBinding({ secret: BENCH_SESSION_SECRET, ttlMs: 3600_000 }).issue(undefined, [patient]);
    const json = { 'content-type': 'application/json' };
    const departments: autocannon.Options = {
      url: '',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url: DEPARTMENTS, method: 'GET' }),
    };
    // A fresh key per call: each claims its key, books (the first wins; the rest find the slot already this
    // patient's, as a late retry does), and stores the outcome. The whole keyed path, every time.
    const booking: autocannon.Options = {
      url: '',
      method: 'POST',
      headers: { ...json, [BOOKING_SESSION_HEADER]: session },
      body: JSON.stringify({
        url: `/appointments/${slot.appointmentid}`,
        method: 'PUT',
        data: `patientid=${patient}&appointmenttypeid=${slot.appointmenttypeid}`,
      }),
      requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': `bench-${randomUUID()}` } }) }],
    };
    const relay = await countingRelay(redisServer.port);
    try {
      const counted = `${await serveWith({ REDIS_URL: relay.url }, 'proxy', athenaUrl)}/api/athena-proxy`;
      console.log('\nRedis round trips per request (one at a time, counted at a relay in front of Redis):');
      console.log(`departments ${(await roundTrips(counted, departments, relay.writes)).toFixed(2)}`);
      console.log(`keyed booking ${(await roundTrips(counted, booking, relay.writes)).toFixed(2)}`);
    } finally {
      await relay.close();
    }
    if (process.env.BENCH_ONLY === 'round-trips') return;
    for (const [title, options] of [
      ['Departments', departments],
      ['Booking with an Idempotency-Key (PUT /appointments/{id})', booking],
    ] as const) {
      const targets: Array<[string, string[], autocannon.Options]> = [
        ['memory', [`${memoryUrl}/api/athena-proxy`], options],
        ['redisOne', [`${oneWithRedis}/api/athena-proxy`], options],
        ['redis', replicas.map((url) => `${url}/api/athena-proxy`), options],
      ];
      for (const [, urls, target] of targets)
        for (const url of urls) await autocannon({ ...target, url, connections: CONNECTIONS / 2, duration: 1 });
      console.log(`\nShared state: ${title}\nsaturated (throughput; latency there is mostly queueing behind the CPU):`);
      const figures = await measureSpread(targets);
      line('one process, in memory', figures.memory!);
      line('one process, through Redis', figures.redisOne!);
      line('two replicas, through Redis', figures.redis!);
      // Below saturation latency is the request's own path, Redis's round trips included.
      console.log(`at a steady ${STEADY_RATE} req/s (latency):`);
      const steady = await measureSpread(targets.map(([side, urls, target]) => [side, urls, { ...target, overallRate: STEADY_RATE / 2 }]));
      line('one process, in memory', steady.memory!);
      line('one process, through Redis', steady.redisOne!);
      line('two replicas, through Redis', steady.redis!);
      const added = steady.redisOne!.p50 - steady.memory!.p50;
      console.log(
        `Redis adds p50 ${added.toFixed(1)} ms (target ≤ 1: ${added <= 1 ? 'ok' : 'MISSED'}), p99 ${(steady.redisOne!.p99 - steady.memory!.p99).toFixed(1)} ms at ${STEADY_RATE} req/s`,
      );
    }
  } finally {
    await redisServer.close();
  }
}

try {
  const athenaUrl = await serve('athena');
  const proxyUrl = await serve('proxy', athenaUrl);
  const bareUrl = await serve('bare', athenaUrl);
  const basic = Buffer.from(`${FAKE_ATHENA_CREDENTIALS.clientId}:${FAKE_ATHENA_CREDENTIALS.clientSecret}`).toString('base64');
  const tokenResponse = await fetch(`${athenaUrl}/oauth2/v1/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const percent = (r: number) => `${(r * 100).toFixed(1)} %`;

  const rounds = (ratios: number[]) => ratios.map((r) => (r * 100).toFixed(0)).join(', ');

  /**
   * The same GET straight to the fake athena and through the proxy, with the three targets checked; with
   * `floor`, also through the bare relay (bench-server.ts), to show what any Fastify proxy reaches here.
   */
  async function compare(title: string, path: string, floor: boolean): Promise<void> {
    const relayed = (base: string) => ({
      url: `${base}/api/athena-proxy`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: path, method: 'GET' }),
    });
    const targets: Array<[Side, autocannon.Options]> = [
      ['direct', { url: `${athenaUrl}/v1/${FAKE_ATHENA_CREDENTIALS.practiceId}${path}`, headers: { authorization: `Bearer ${token}` } }],
      ['proxy', relayed(proxyUrl)],
    ];
    if (floor) targets.push(['bare', relayed(bareUrl)]);
    // Warm every path (token fetch, JIT, connection pool) before measuring.
    for (const [, target] of targets) await autocannon({ ...target, connections: CONNECTIONS, duration: 1 });
    console.log(`\n${title}\nGET ${path}`);
    const { figures, ratio } = await measure(targets);
    line('fake athena directly', figures.direct);
    line('through /api/athena-proxy', figures.proxy);
    if (floor) line('through a bare relay (floor)', figures.bare);
    const addedP50 = figures.proxy.p50 - figures.direct.p50;
    const addedP99 = figures.proxy.p99 - figures.direct.p99;
    const kept = ratio('proxy', 'direct');
    console.log(
      `proxy adds p50 ${addedP50.toFixed(1)} ms (target ≤ 2: ${verdict(addedP50 <= 2)}), p99 ${addedP99.toFixed(1)} ms (target ≤ 10: ${verdict(addedP99 <= 10)})`,
    );
    console.log(
      `throughput proxy/direct ${percent(median(kept))}, median of the rounds' ${rounds(kept)} % (target ≥ 50 %: ${verdict(median(kept) >= 0.5)})`,
    );
    if (!floor) return;
    const bare = ratio('bare', 'direct');
    const ofBare = ratio('proxy', 'bare');
    console.log(
      `floor: bare relay/direct ${percent(median(bare))} (rounds ${rounds(bare)} %); the proxy keeps ${percent(median(ofBare))} of the bare relay's throughput`,
    );
  }

  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s per path and side (${ROUNDS} alternating slices, medians), loopback, each server in its own process`,
  );
  if (process.env.BENCH_ONLY === undefined) {
    await compare("Departments: the smallest answer, so the proxy's own cost weighs most", DEPARTMENTS, true);
    await compare("Open slots: the dialog's search for one doctor and type over 90 days, its most frequent call", openSlotsPath(), false);
  }
  await compareSharedState(athenaUrl, proxyUrl);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
