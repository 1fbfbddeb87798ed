/* global window, document -- the page.evaluate bodies run in the browser */
// One-off measurement (issue #16 item 12): cumulative layout shift of /testimonials at 375 px in headless Chromium,
// recorded with a buffered PerformanceObserver for `layout-shift` from the first byte until the stories are shown
// and the network is idle. `node web/bench/cls-testimonials.mjs` after `npm run build`; BENCH_BASE_URL uses a running server.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../e2e/test-support/chromium-flags.mjs';
import { CHROMIUM, benchSite } from './bench-site.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const server = await benchSite();
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts = [];
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          shifts.push({
            value: e.value,
            at: Math.round(e.startTime),
            sources: (e.sources ?? []).map((s) => s.node?.nodeName + '.' + (s.node?.className ?? '')),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // CLS_WITHOUT_RESERVE=1 drops the reserved height, to show the observer does catch the shift it prevents.
    if (process.env.CLS_WITHOUT_RESERVE) {
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = '[class*="stories"] { min-height: 0 !important; }';
          document.head.append(style);
        }),
      );
    }
    await page.goto(`${server.baseUrl}/testimonials`, { waitUntil: 'networkidle' });
    // The stories (full texts) are on the page: the app has loaded and the API answered.
    await page.locator('main article').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => window.__shifts);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    console.log(`run ${run}: CLS ${cls.toFixed(4)} (${shifts.length} shifts)`, JSON.stringify(shifts));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
