/* global document, window, MutationObserver -- the page.evaluate and init script bodies run in the browser */
// `node web/bench/early-tap.mjs` (decision 88): a BOOK ONLINE tap at first paint on issue #35's slow phone connection
// (400 ms round trips, 400 kbit/s, a fresh cache, Lighthouse's phone): ms from the tap to visible feedback (a
// "Loading..." status), to the dialog, and to its soonest times painted (decision 92; before it, the locations); and how deep the script waterfall went (the longest
// chain of scripts each requested by the one before it, from Chrome's request initiators), how many scripts and
// requests, the KB that crossed the link by the time the times painted, and the protocol the responses came over.
// A tap the page loses is made again once it has hydrated (and a second later), as a patient would.
// BENCH_PAGES=/,/blog picks pages (/); BENCH_RUNS loads each (5); BENCH_CPU throttles the CPU (1: none).
// BENCH_COMPARE_DIST=/tmp/old-dist serves that build beside the current one and alternates the two (see hydration.mjs).
// BENCH_HTTP2=1 serves them through a loopback HTTP/2 TLS proxy, as production's CDN and proxy do (decision 107);
// BENCH_HTTP2=both measures each build over HTTP/1.1 and HTTP/2, alternated. BENCH_TRACE=1 lists the first load's
// requests on each site: ms from the first request to its start and end, KB, a running total, priority, initiator.
// BENCH_DIALOG_ALONE=1 holds the page's own chunks back and times the last byte of what the tap still brings in: the
// network's share of a dialog opened before the page hydrates (dialog-alone.mjs; the current build only).
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_FLAGS, CHROMIUM, LIGHTHOUSE_PHONE, PROTOCOLS, alternatedLoads, comparedSites, median } from './bench-site.mjs';
import { pageOwnChunks } from './dialog-alone.mjs';
import { recordRequests, requestLogLines } from './request-log.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TRACE = process.env.BENCH_TRACE === '1';
const CPU = Number(process.env.BENCH_CPU ?? 1);
// BENCH_KBITS changes the bandwidth (400): which connection a target holds on (decision 107).
const KBITS = Number(process.env.BENCH_KBITS ?? 400);
const SLOW_PHONE = { offline: false, latency: 400, downloadThroughput: (KBITS * 1000) / 8, uploadThroughput: (KBITS * 1000) / 8 };
const DIALOG_ALONE = process.env.BENCH_DIALOG_ALONE === '1';
const MEDIANS = DIALOG_ALONE
  ? ['fcp', 'tap', 'feedback', 'alone', 'afterTap', 'kilobytes']
  : ['fcp', 'tap', 'feedback', 'dialog', 'times', 'depth', 'scripts', 'requests', 'kilobytes'];
// Long enough for the old build's waterfall on this connection, and for the whole 90-day availability answer.
const WAIT = { timeout: 180_000 };

if (DIALOG_ALONE && process.env.BENCH_COMPARE_DIST) throw new Error('BENCH_DIALOG_ALONE measures the current build only');
const { builds, sites, stop } = await comparedSites();
/** Per page, with BENCH_DIALOG_ALONE: the page's own chunks, held back. */
const heldBack = new Map();
if (DIALOG_ALONE)
  for (const path of PAGES)
    heldBack.set(
      path,
      pageOwnChunks(new URL('../dist', import.meta.url).pathname, await (await fetch(`${builds.current.baseUrl}${path}`)).text()),
    );
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: BENCH_CHROMIUM_FLAGS });

/** In the page from its start: when a "Loading..." status, a dialog and the dialog's first soonest time first appear. */
function watchForDialog() {
  const seen = {};
  window.__earlyTapBench = seen;
  const check = () => {
    const now = performance.now();
    if (!seen.feedback && [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === 'Loading...'))
      seen.feedback = now;
    const dialog = document.querySelector('[role="dialog"]');
    if (dialog && !seen.dialog) seen.dialog = now;
    if (dialog && !seen.times && dialog.querySelector('[aria-label="Soonest times"] button')) seen.times = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/** The longest chain of script requests, each made by the one before it, and how many scripts were requested. */
function waterfall(requests) {
  const initiatorOf = new Map(requests.map((r) => [r.url, r.initiatedBy]));
  const depth = (url, seen = new Set()) => {
    const parent = initiatorOf.get(url);
    if (!parent || seen.has(url) || !initiatorOf.has(parent)) return 1;
    seen.add(url);
    return 1 + depth(parent, seen);
  };
  return { depth: Math.max(...requests.map((r) => depth(r.url))), scripts: requests.length };
}

async function tapAtFirstPaint(baseUrl, path) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForDialog);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const network = recordRequests(cdp);
    // Never answered: the app cannot start (its import neither fails nor reloads the page) and takes no bandwidth.
    const held = heldBack.get(path);
    if (held)
      await page.route(
        (url) => held.has(url.pathname),
        () => undefined,
      );
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      polling: 'raf',
      ...WAIT,
    });
    const book = page.locator('button:visible', { hasText: 'BOOK ONLINE' }).first();
    const tapAt = await book.evaluate((button) => {
      button.click();
      return performance.now();
    });
    if (held) {
      const bytes = await lastByteForDialog(page, held, tapAt);
      const { feedback } = await page.evaluate(() => window.__earlyTapBench);
      return {
        fcp: Math.round(await firstPaint(page)),
        tap: Math.round(tapAt),
        feedback: Math.round(feedback - tapAt),
        ...bytes,
        kilobytes: Math.round(network.bytes() / 1024),
        trace: TRACE ? requestLogLines(network.requests(), baseUrl) : [],
      };
    }
    // A tap the page lost (no dialog once it has hydrated): tapped again then, as a patient would; counted from the first.
    await page.waitForFunction(
      () => window.__earlyTapBench.dialog || Object.keys(document.querySelector('footer') ?? {}).some((k) => k.startsWith('__reactProps')),
      undefined,
      WAIT,
    );
    await page.waitForTimeout(1000);
    const lost = await page.evaluate(() => !window.__earlyTapBench.dialog);
    if (lost) await book.click();
    await page.waitForFunction(() => window.__earlyTapBench.times, undefined, WAIT);
    const [kilobytes, requests] = [Math.round(network.bytes() / 1024), network.requests()];
    const seen = await page.evaluate(() => ({
      ...window.__earlyTapBench,
      fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    const since = (t) => (t === undefined ? NaN : Math.round(t - tapAt));
    return {
      fcp: Math.round(seen.fcp),
      tap: Math.round(tapAt),
      feedback: since(seen.feedback),
      dialog: since(seen.dialog),
      times: since(seen.times),
      lost,
      ...waterfall(requests.filter((r) => /\.js$/.test(r.url))),
      requests: requests.length,
      kilobytes,
      protocols: network.protocols().join(' '),
      trace: TRACE ? requestLogLines(requests, baseUrl) : [],
    };
  } finally {
    await context.close();
  }
}

const firstPaint = (page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);

/**
 * With the page's chunks `held` back: once everything else the page and the tap asked for is in (every other listed
 * chunk, the first look, the stylesheet, the fonts), ms from the tap to the last byte and the KB of response bodies
 * that ended after the tap (resource timing: the tap's clock).
 */
async function lastByteForDialog(page, held, tapAt) {
  await page.waitForFunction(
    (heldUrls) => {
      const done = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      const listed = ['app', 'dialog'].flatMap((graph) =>
        (document.querySelector(`script[data-${graph}-modules]`)?.getAttribute(`data-${graph}-modules`) ?? '').split(' '),
      );
      const stylesheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname);
      return (
        done.has('/api/availability') &&
        document.fonts.status === 'loaded' &&
        [...listed, ...stylesheets].every((url) => heldUrls.includes(url) || done.has(url))
      );
    },
    [...held],
    { polling: 100, ...WAIT },
  );
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map(({ responseEnd, encodedBodySize }) => ({ responseEnd, encodedBodySize })),
  );
  const afterTap = entries.filter((entry) => entry.responseEnd > tapAt);
  return {
    alone: Math.round(Math.max(...entries.map((entry) => entry.responseEnd)) - tapAt),
    afterTap: Math.round(afterTap.reduce((sum, entry) => sum + entry.encodedBodySize, 0) / 1024),
  };
}

// The server builds its availability index in the background: the dialog has times to paint once it has them.
for (const site of Object.values(builds)) {
  const answer = async () =>
    fetch(`${site.baseUrl}/api/availability?patientType=new&mode=appointment`, { headers: { 'accept-encoding': 'br, gzip' } });
  const until = Date.now() + 60_000;
  for (let response = await answer(); ; response = await answer()) {
    const text = await response.text();
    if (JSON.parse(text).status !== 'unavailable') {
      // What the phone downloads before it can paint a time (fetch decodes: the wire size is the encoding's).
      console.log(
        `${site.baseUrl}: availability answer ${Math.round(text.length / 1024)} KB, content-encoding ${response.headers.get('content-encoding') ?? 'none'}`,
      );
      break;
    }
    if (Date.now() > until) throw new Error(`${site.baseUrl}: the availability index never answered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let rows = [];
try {
  rows = (await alternatedLoads(sites, PAGES, RUNS, tapAtFirstPaint)).map(({ path, name, loads }) => {
    const mid = (key) => median(loads.map((l) => l[key]));
    const all = loads.map((l) => `${DIALOG_ALONE ? l.alone : l.times}${l.lost ? ' (lost, tapped again)' : ''}`).join(', ');
    const protocols = [...new Set(loads.map((l) => l.protocols))].join(', ');
    return { path, name, ...Object.fromEntries(MEDIANS.map((key) => [key, mid(key)])), all, protocols, trace: loads[0].trace };
  });
} finally {
  await browser.close();
  await stop();
}

console.log(
  `\n400 ms round trips, ${KBITS} kbit/s, CPU ${CPU}×, a phone, ${PROTOCOLS.join(' and ')}; a BOOK ONLINE tap at first paint; median of ${RUNS} loads:\n`,
);
if (DIALOG_ALONE) {
  console.log(
    '| page | first paint (tap), ms | tap → "Loading...", ms | tap → the last byte the dialog alone needs | every load | KB of bodies after the tap | KB in (CDP) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.path} | ${r.fcp} (${r.tap}) | ${r.feedback} | ${r.alone} | ${r.all} | ${r.afterTap} | ${r.kilobytes} |`);
} else {
  console.log(
    '| page | build | first paint (tap), ms | tap → "Loading...", ms | tap → dialog | tap → soonest times | every load (times) | script waterfall depth | scripts | requests | KB in by the times | protocol |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.path} | ${r.name} | ${r.fcp} (${r.tap}) | ${r.feedback} | ${r.dialog} | ${r.times} | ${r.all} | ${r.depth} | ${r.scripts} | ${r.requests} | ${r.kilobytes} | ${r.protocols} |`,
    );
}
for (const r of rows.filter((row) => row.trace.length > 0)) {
  console.log(`\n${r.path}, ${r.name}, the first load: start, end (ms from the first request), KB, KB so far, priority, initiator`);
  for (const line of r.trace) console.log(line);
}
