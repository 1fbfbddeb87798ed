// `npm run bench:web:tasks` (issue #16, TBT): the main thread's long tasks on a page, with Chromium's own trace at 4×
// CPU throttling (Lighthouse mobile's factor) and a phone viewport. Each task over 50 ms is broken down by what ran
// in it (self time): script compile and evaluation per chunk, React's scheduled work (hydration), style and layout,
// HTML parsing, garbage collection. Unlike Lighthouse scores, these durations and the bytes listed barely move with
// the machine's load, so a before/after comparison can run on a shared machine. BENCH_PAGES=/,/blog picks pages;
// BENCH_BASE_URL uses a running server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, LIGHTHOUSE_PHONE, benchSite, median } from './bench-site.mjs';
import { CHROMIUM_FLAGS } from '../../e2e/test-support/chromium-flags.mjs';
import { summarizeTrace } from './trace-tasks.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/services/diabetes').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

const server = await benchSite();
const userDataDir = mkdtempSync(join(tmpdir(), 'clinic-trace-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: CHROMIUM,
  headless: true,
  args: CHROMIUM_FLAGS,
  ...LIGHTHOUSE_PHONE,
});

/** Loads `path` once with a fresh cache, traced, and summarizes the trace once the page is idle. */
async function traceOnce(path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
  // The app loads after first paint and hydrates in a transition, the footer last; then the page is left alone until
  // no download has started for 2 s (the booking dialog now waits for a visitor's intent, decision 73). Polled from
  // the page itself (playwright's own helpers would add tasks to the trace).
  await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    expression: `(async () => {
      const hydrated = () => Object.keys(document.querySelector('footer') ?? {}).some((k) => k.startsWith('__reactProps'));
      const lastStart = () => Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.startTime));
      while (!(hydrated() && performance.now() - lastStart() > 2000)) await new Promise((r) => setTimeout(r, 250));
    })()`,
  });
  // A clinic map's frame never settles offline (no route to Google), so network idle is awaited for 5 s at most.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  await cdp.send('Runtime.evaluate', {
    awaitPromise: true,
    expression: 'new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 1000))',
  });
  const { scripts, fcpMs } = await page.evaluate(() => ({
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ url: e.name, bytes: e.encodedBodySize })),
    fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await cdp.send('Tracing.end');
  await done;
  await page.close();
  if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `trace-${Date.now()}.json`), JSON.stringify(events));
  return summarizeTrace(events, scripts, fcpMs);
}

try {
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await traceOnce(path));
    const middle = runs.find((r) => r.blockingMs === median(runs.map((x) => x.blockingMs)));
    console.log(
      `\n${path}: blocking time after FCP (4× CPU, observed) median ${median(runs.map((r) => r.blockingMs))} ms` +
        ` [${runs.map((r) => r.blockingMs).join(', ')}], script ${middle.scriptKb.toFixed(1)} KB compressed in ${middle.scripts} files`,
    );
    console.log(`FCP ${middle.fcpMs} ms after navigation start; long tasks of the median run:`);
    for (const task of middle.longTasks) {
      console.log(
        `  at ${String(task.startMs).padStart(5)} ms  ${String(task.durationMs).padStart(4)} ms  ${task.parts}${task.scripts ? ` | JS by file: ${task.scripts}` : ''}`,
      );
    }
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await server.stop();
}
