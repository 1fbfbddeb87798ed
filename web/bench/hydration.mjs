/* global document -- the page.evaluate bodies run in the browser */
// `npm run bench:web:hydration` (decision 78): how long a page takes, from navigation, to paint and then to be
// hydrated (the app running it: menus, search and carousels answer) on a phone's connection: Lighthouse's slow 4G
// (150 ms round trip, 1.6 Mbps down) applied for real, the CPU throttled 4×, Lighthouse's phone, a fresh cache.
// BENCH_PAGES=/,/blog picks pages; BENCH_RUNS loads each (5); BENCH_BASE_URL uses a running server.
// BENCH_COMPARE_DIST=/tmp/old-dist serves that build beside the current one and alternates the two, for a
// before/after table on a shared machine (build before a change, copy web/dist away, change, build again).
// BENCH_HTTP2=1 (or `both`) serves the site over HTTP/2 and TLS, as deployed (decision 107; see early-tap.mjs).
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_FLAGS, CHROMIUM, LIGHTHOUSE_PHONE, PROTOCOLS, alternatedLoads, comparedSites, median } from './bench-site.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/services/diabetes,/blog,/privacy-policy').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 * 0.9) / 8, uploadThroughput: (750e3 * 0.9) / 8 };

const { sites, stop } = await comparedSites();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BENCH_CHROMIUM_FLAGS });

/** One load of `path` on `baseUrl`: { fcp, hydrated } in ms from navigation. */
async function loadOnce(baseUrl, path) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    // Hydrated: React has attached its props to the footer, which every page has and React reaches last.
    return await page.evaluate(async () => {
      const hydrated = () => Object.keys(document.querySelector('footer') ?? {}).some((k) => k.startsWith('__reactProps'));
      while (!hydrated()) await new Promise((resolve) => setTimeout(resolve, 20));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      return { fcp: Math.round(fcp), hydrated: Math.round(performance.now()) };
    });
  } finally {
    await context.close();
  }
}

let rows = [];
try {
  rows = (await alternatedLoads(sites, PAGES, RUNS, loadOnce)).map(({ path, name, loads }) => {
    const hydrated = loads.map((l) => l.hydrated);
    return { path, name, fcp: median(loads.map((l) => l.fcp)), hydrated: median(hydrated), all: hydrated.join(', ') };
  });
} finally {
  await browser.close();
  await stop();
}

console.log(`\nSlow 4G, 4× CPU, a phone, ${PROTOCOLS.join(' and ')}; median of ${RUNS} loads, ms from navigation:\n`);
console.log('| page | build | first contentful paint | hydrated | every load (hydrated) |\n|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.path} | ${r.name} | ${r.fcp} | ${r.hydrated} | ${r.all} |`);
