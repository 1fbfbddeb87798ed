import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { connectToSharedChromium } from '../shared-chromium';

export const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;
export type Viewport = { width: number; height: number };
/** The small phone the issues measure "without scrolling" on. */
export const SMALL_PHONE: Viewport = { width: 375, height: 667 };

/** A visitor far from the clinics: every page opens in a fresh context whose clock runs in Tokyo. */
export function useTokyoBrowser(): (viewport: Viewport) => Promise<Page> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectToSharedChromium();
  });
  afterAll(() => browser?.close());
  return async (viewport) => {
    if (!browser) throw new Error('the browser is not launched yet');
    // A fresh context per page: the dialog keeps patients and appointments in localStorage as fallbacks.
    const context = await browser.newContext({ viewport, timezoneId: 'Asia/Tokyo', reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The connection may already be closing at the end of the file; a context gone already is fine.
    const closeContext = () => context.close().catch(() => undefined);
    page.once('close', () => void closeContext());
    // A page opened by a test ends with it, passed, failed or timed out: a timed-out test's page went on booking
    // and moved the next test's soonest times. A page opened in a hook (shared by a describe's tests) is not a
    // test's, and vitest refuses the hook there: that page closes when its hook says so.
    try {
      onTestFinished(closeContext);
    } catch {
      // Outside a test.
    }
    return page;
  };
}
