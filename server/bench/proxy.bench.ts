// `npm run bench:proxy`: two athena calls (departments, and the dialog's open-slot search), each straight to the
// fake athena and through /api/athena-proxy, on loopback, 10 connections, ~16 s per call and side.
// Targets: the proxy adds ≤ 2 ms at p50 and ≤ 10 ms at p99, and keeps ≥ 50 % of the direct req/s.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addClinicDays, clinicDateOf, formatUsDate } from '@clinic/core';
import { IV_TYPE_IDS, createFixtureStore } from '@clinic/fixtures';
import { FAKE_ATHENA_CREDENTIALS } from '../src/fake-athena';

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
const ROUNDS = 8;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Both targets in alternating slices (ROUNDS × DURATION_S/ROUNDS seconds each), medians reported:
 * on shared machines a burst of someone else's load then hits both sides alike. The throughput ratio is
 * the median of each round's own ratio, so a slow round counts against both sides of it, not one.
 */
async function measurePair(targets: Record<'direct' | 'proxy', autocannon.Options>): Promise<Record<'direct' | 'proxy', Figures> & { ratios: number[] }> {
  const runs: Record<'direct' | 'proxy', Figures[]> = { direct: [], proxy: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of ['direct', 'proxy'] as const) {
      const r = await autocannon({ connections: CONNECTIONS, duration: DURATION_S / ROUNDS, ...targets[name] });
      if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
      runs[name].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    }
  }
  const summary = (f: Figures[]): Figures => ({ rps: median(f.map((x) => x.rps)), p50: median(f.map((x) => x.p50)), p99: median(f.map((x) => x.p99)) });
  const ratios = runs.proxy.map((p, round) => p.rps / runs.direct[round]!.rps);
  return { direct: summary(runs.direct), proxy: summary(runs.proxy), ratios };
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
  const basic = Buffer.from(`${FAKE_ATHENA_CREDENTIALS.clientId}:${FAKE_ATHENA_CREDENTIALS.clientSecret}`).toString('base64');
  const tokenResponse = await fetch(`${athenaUrl}/oauth2/v1/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  const percent = (r: number) => `${(r * 100).toFixed(1)} %`;

  /** The same GET straight to the fake athena and through the proxy, with the three targets checked. */
  async function compare(title: string, path: string): Promise<void> {
    const proxied = { url: `${proxyUrl}/api/athena-proxy`, method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: path, method: 'GET' }) };
    // Warm both paths (token fetch, JIT, connection pool) before measuring.
    await autocannon({ ...proxied, connections: CONNECTIONS, duration: 1 });
    console.log(`\n${title}\nGET ${path}`);
    const { direct, proxy: viaProxy, ratios } = await measurePair({
      direct: { url: `${athenaUrl}/v1/${FAKE_ATHENA_CREDENTIALS.practiceId}${path}`, headers: { authorization: `Bearer ${token}` } },
      proxy: proxied,
    });
    line('fake athena directly', direct);
    line('through /api/athena-proxy', viaProxy);
    const addedP50 = viaProxy.p50 - direct.p50;
    const addedP99 = viaProxy.p99 - direct.p99;
    const ratio = median(ratios);
    console.log(`proxy adds p50 ${addedP50.toFixed(1)} ms (target ≤ 2: ${verdict(addedP50 <= 2)}), p99 ${addedP99.toFixed(1)} ms (target ≤ 10: ${verdict(addedP99 <= 10)})`);
    console.log(`throughput proxy/direct ${percent(ratio)}, median of the rounds' ${ratios.map((r) => (r * 100).toFixed(0)).join(', ')} % (target ≥ 50 %: ${verdict(ratio >= 0.5)})`);
  }

  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per path and side (${ROUNDS} alternating slices, medians), loopback, each server in its own process`);
  await compare('Departments: the smallest answer, so the proxy\'s own cost weighs most', DEPARTMENTS);
  await compare('Open slots: the dialog\'s search for one doctor and type over 90 days, its most frequent call', openSlotsPath());
} finally {
  for (const child of children) child.kill('SIGTERM');
}
