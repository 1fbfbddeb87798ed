// `npm run bench:web`: Lighthouse 12 (mobile preset) with the system Chromium against the built site served by the
// real server; 3 runs per page, one page after another, median of each figure. BENCH_BASE_URL uses a running server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../e2e/test-support/chromium-flags.mjs';
import { CHROMIUM, benchSite } from './bench-site.mjs';
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

const server = await benchSite();
const userDataDir = mkdtempSync(join(tmpdir(), 'clinic-lighthouse-'));
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, userDataDir });
const rows = [];

/** RUNS Lighthouse reports of one page; `blockedUrlPatterns` keeps matching requests from being made. */
async function measure(path, blockedUrlPatterns = []) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(`${server.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: THROTTLING,
      blockedUrlPatterns,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    runs.push(result.lhr);
  }
  return runs;
}

try {
  for (const path of PAGES) {
    const runs = await measure(path);
    // The control: the same page with every script blocked, so only HTML, CSS, fonts and the machine are left.
    const withoutScripts = CONTROL ? await measure(path, ['*.js']) : undefined;
    rows.push(summarize(path, runs, withoutScripts));
    console.log(`measured ${path}`);
  }
} finally {
  await chrome.kill();
  rmSync(userDataDir, { recursive: true, force: true });
  await server.stop();
}
printTable(rows, RUNS, THROTTLING);
