// `npm run bench:proxy`: two athena calls (departments, and the dialog's open-slot search), each straight to the
// fake athena and through /api/athena-proxy, on loopback, 10 connections, ~16 s per call and side. Departments
// also go through a bare relay with no checks, the floor of any Fastify proxy on the machine at hand.
// Targets: the proxy adds ≤ 2 ms at p50 and ≤ 10 ms at p99, and keeps ≥ 50 % of the direct req/s.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addClinicDays, clinicDateOf, formatUsDate } from '@clinic/core';
import { IV_TYPE_IDS, createFixtureStore } from '@clinic/fixtures';
import { FAKE_ATHENA_CREDENTIALS } from '@clinic/fake-athena';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 16);
const CONNECTIONS = 10;
const DEPARTMENTS = '/departments?showalldepartments=false&limit=200&providerlist=true';
// bench-server.ts bundled like server/dist/main.js (see the bench:proxy script), not run through a TS loader.
const SERVER = fileURLToPath(new URL('./dist/bench-server.js', import.meta.url));
const children: ChildProcess[] = [];

/** Starts bench-server.ts in its own process and resolves with the URL it prints. */
function serve(...args: string[]): Promise<string> {
  const child = spawn(process.execPath, [SERVER, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server ${args[0]} exited with ${code}`)));
  });
}

interface Figures { rps: number; p50: number; p99: number }
type Side = 'direct' | 'proxy' | 'bare';
const ROUNDS = 8;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Every side in alternating slices (ROUNDS × DURATION_S/ROUNDS seconds each), medians reported: on shared
 * machines a burst of someone else's load then hits all sides alike. A throughput ratio is the median of each
 * round's own ratio, so a slow round counts against both sides of it, not one.
 */
async function measure(targets: Array<[Side, autocannon.Options]>): Promise<{ figures: Record<Side, Figures>; ratio(a: Side, b: Side): number[] }> {
  const runs: Record<Side, Figures[]> = { direct: [], proxy: [], bare: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [side, target] of targets) {
      const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S / ROUNDS, ...target });
      if (r.errors || r.non2xx) throw new Error(`${side}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      runs[side].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
  }
  const summary = (f: Figures[]): Figures => ({ rps: median(f.map((x) => x.rps)), p50: median(f.map((x) => x.p50)), p99: median(f.map((x) => x.p99)) });
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
    departmentid: '1', appointmenttypeid: typeId!, providerid: providerId!, startdate: window.startDate, enddate: window.endDate,
    showfullresponse: 'true', ignoreschedulablepermission: 'true', showallproviders: 'false', showallresources: 'true',
  });
  return `/appointments/open?${query}`;
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
    const relayed = (base: string) => ({ url: `${base}/api/athena-proxy`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: path, method: 'GET' }) });
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
    console.log(`proxy adds p50 ${addedP50.toFixed(1)} ms (target ≤ 2: ${verdict(addedP50 <= 2)}), p99 ${addedP99.toFixed(1)} ms (target ≤ 10: ${verdict(addedP99 <= 10)})`);
    console.log(`throughput proxy/direct ${percent(median(kept))}, median of the rounds' ${rounds(kept)} % (target ≥ 50 %: ${verdict(median(kept) >= 0.5)})`);
    if (!floor) return;
    const bare = ratio('bare', 'direct');
    const ofBare = ratio('proxy', 'bare');
    console.log(`floor: bare relay/direct ${percent(median(bare))} (rounds ${rounds(bare)} %); the proxy keeps ${percent(median(ofBare))} of the bare relay's throughput`);
  }

  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per path and side (${ROUNDS} alternating slices, medians), loopback, each server in its own process`);
  await compare('Departments: the smallest answer, so the proxy\'s own cost weighs most', DEPARTMENTS, true);
  await compare('Open slots: the dialog\'s search for one doctor and type over 90 days, its most frequent call', openSlotsPath(), false);
} finally {
  for (const child of children) child.kill('SIGTERM');
}
