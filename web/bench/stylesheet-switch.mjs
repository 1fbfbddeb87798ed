/* global document, requestAnimationFrame -- the page.evaluate bodies run in the browser */
// `npm run bench:web:stylesheet` (decision 77): the main thread's cost of switching on the site's full stylesheet,
// which the boot script does after first paint (decision 74). Each page loads with its scripts blocked, so nothing
// else runs, in a phone viewport; with the CPU throttled 4× (Lighthouse mobile's factor) the stylesheet is switched
// on, and the bench reads the style and layout that forced (synchronous) and the time to the next frame after it.
// BENCH_PAGES=/,/privacy-policy picks pages; BENCH_RUNS runs each (7); BENCH_BASE_URL uses a running server.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../e2e/test-support/chromium-flags.mjs';
import { CHROMIUM, LIGHTHOUSE_PHONE, benchSite, median } from './bench-site.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/privacy-policy').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const server = await benchSite();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });

/** One load of `path`: { syncMs, frameMs, faces } of switching the stylesheet on. */
async function switchOnce(path) {
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  try {
    const page = await context.newPage();
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
    // The stylesheet is linked `media="not all"`: fetched with the page, applied only once switched on.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await page.evaluate(
      () =>
        new Promise((resolve) => {
          const link = document.querySelector('link[data-site-stylesheet]');
          if (!link?.sheet) throw new Error('the page links no loaded site stylesheet');
          const start = performance.now();
          link.media = 'all';
          void document.body.offsetHeight; // style and layout, now
          const syncMs = performance.now() - start;
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ syncMs, frameMs: performance.now() - start, faces: document.fonts.size })),
          );
        }),
    );
  } finally {
    await context.close();
  }
}

try {
  console.log('| page | style and layout, ms (median) | to the next frame, ms (median) | all runs, ms | font faces |');
  console.log('|---|---|---|---|---|');
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await switchOnce(path));
    const ms = (key) => Math.round(median(runs.map((run) => run[key])));
    const all = runs.map((run) => Math.round(run.syncMs)).join(', ');
    console.log(`| ${path} | ${ms('syncMs')} | ${ms('frameMs')} | ${all} | ${runs[0].faces} |`);
  }
  console.log(`\n${RUNS} loads per page, scripts blocked, 4× CPU, Lighthouse's phone (412×823 at 1.75×).`);
} finally {
  await browser.close();
  await server.stop();
}
