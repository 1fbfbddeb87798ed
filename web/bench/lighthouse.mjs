// `npm run bench:web`: Lighthouse 12 (mobile preset) with the system Chromium against the built site served by the
// real server; 3 runs per page, one page after another, median of each figure. BENCH_BASE_URL uses a running server.
// BENCH_COMPARE_DIST=/tmp/old-dist serves that build beside the current one and alternates the two in each round, for a
// before/after table on a shared machine (build before a change, copy web/dist away, change, build again).
// BENCH_HTTP2=1 measures the pages over HTTP/2 and TLS as deployed (decision 107), `both` over each protocol in turn.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BENCH_CHROMIUM_FLAGS, CHROMIUM, comparedSites } from './bench-site.mjs';
import { startHeaderStrippingProxy } from './header-stripping-proxy.mjs';
import { printTable, summarize } from './lighthouse-report.mjs';

// One page of every template (issue #16): home, a service, a provider, /locations, a location, /blog, an article, a legal page.
const ALL_PAGES = [
  '/',
  '/services/diabetes',
  '/provider/elena-vasquez-md',
  '/locations',
  '/locations/glendale',
  '/blog',
  '/blog/the-importance-of-adult-physicals-and-preventative-care',
  '/privacy-policy',
];
// BENCH_PAGES=/,/services/diabetes measures a few pages only (before/after comparisons run back to back).
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ALL_PAGES;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_THROTTLING=devtools loads each page under applied throttling (the same 4× CPU and slow 4G, really applied)
// instead of Lighthouse's default simulation, to check a simulated figure against an observed one.
const THROTTLING = process.env.BENCH_THROTTLING ?? 'simulate';
// Each page is also measured with its scripts blocked (BENCH_CONTROL=off skips it): Lighthouse's blocking time for a
// page that runs no JavaScript at all is what the machine adds (a page's own layout and paint, times four), so the
// difference between the two columns is the app's (decision 76).
const CONTROL = process.env.BENCH_CONTROL !== 'off';
// And once more through a proxy that drops Cross-Origin-Opener-Policy (BENCH_COOP_CONTROL=off skips it): the header
// makes Chromium put the page in a new renderer process when it navigates from Lighthouse's about:blank, and that
// cold process's work after first paint is most of the blocking time Lighthouse reports here (decision 79). The
// header stays in production; the column says how much of the figure is that lab start rather than the app.
const COOP_CONTROL = process.env.BENCH_COOP_CONTROL !== 'off';

const { builds: servers, sites, stop: stopSites } = await comparedSites();
const server = servers.current;
const withoutCoop = COOP_CONTROL ? await startHeaderStrippingProxy(server.baseUrl, 'cross-origin-opener-policy') : undefined;
const userDataDir = mkdtempSync(join(tmpdir(), 'clinic-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: BENCH_CHROMIUM_FLAGS, userDataDir });
const rows = [];

/** One Lighthouse report of `path` on `baseUrl`; `blockedUrlPatterns` keeps matching requests from being made. */
async function measureOnce(path, { blockedUrlPatterns = [], baseUrl = server.baseUrl } = {}) {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: THROTTLING,
    blockedUrlPatterns,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  return result.lhr;
}

/** One round of `path` on one build: the page, then the controls asked for, into `runs`. */
async function measureRound(path, baseUrl, runs) {
  runs.page.push(await measureOnce(path, { baseUrl }));
  // The same page with every script blocked, so only HTML, CSS, fonts and the machine are left.
  if (CONTROL) runs.withoutScripts.push(await measureOnce(path, { baseUrl, blockedUrlPatterns: ['*.js'] }));
  // The controls through the proxy measure the current build only, over HTTP/1.1.
  if (withoutCoop && baseUrl === server.baseUrl) {
    runs.withoutCoop.push(await measureOnce(path, { baseUrl: withoutCoop.baseUrl }));
    // Both: what a page that runs no JavaScript costs in a warm process, the floor the app's own work adds to.
    if (CONTROL) runs.withoutBoth.push(await measureOnce(path, { baseUrl: withoutCoop.baseUrl, blockedUrlPatterns: ['*.js'] }));
  }
}

try {
  // "compared" and "current" read as before and after; one site alone is named by its path only.
  const label = (name) =>
    name
      .replace(/^compared/, 'before')
      .replace(/^current/, servers.compared ? 'after' : '')
      .replace(/^, /, '');
  const builds = Object.fromEntries(Object.entries(sites).map(([name, site]) => [label(name), site.baseUrl]));
  for (const path of PAGES) {
    const runsOf = Object.fromEntries(
      Object.keys(builds).map((name) => [name, { page: [], withoutScripts: [], withoutCoop: [], withoutBoth: [] }]),
    );
    // The page and its controls one after another in each round, so a slow spell of the machine falls on all of them;
    // with two builds, their order alternates from round to round.
    for (let i = 0; i < RUNS; i++) {
      const names = i % 2 ? Object.keys(builds).reverse() : Object.keys(builds);
      for (const name of names) await measureRound(path, builds[name], runsOf[name]);
    }
    for (const [name, { page, ...controls }] of Object.entries(runsOf))
      rows.push(summarize(name ? `${path} (${name})` : path, page, controls));
    console.log(`measured ${path}`);
  }
} finally {
  await chrome.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await withoutCoop?.stop();
  await stopSites();
}
printTable(rows, RUNS, THROTTLING);
