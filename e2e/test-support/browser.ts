import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM_PATH = '/usr/bin/chromium';

import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

export { CHROMIUM_FLAGS };

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Launches the system Chromium with a throw-away profile. */
export async function launchBrowser(): Promise<Browser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    async newPage(viewport) {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Production builds silence the console at start-up; this keeps console.error observable in a page
 * (the silencing assignment is ignored), so tests can catch hydration mismatches.
 */
export async function recordConsoleErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = (...args: unknown[]) => seen.push(args.map(String).join(' '));
    Object.defineProperty(console, 'error', { get: () => record, set: () => undefined, configurable: false });
    (window as unknown as { __consoleErrors: string[] }).__consoleErrors = seen;
  });
  return () => page.evaluate(() => (window as unknown as { __consoleErrors: string[] }).__consoleErrors ?? []);
}

/** One browser for a spec file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/**
 * Waits until React has hydrated the element (its props are attached). Links work as plain links before that
 * (decision 27), so a test about client-side navigation must not click earlier: that click would be a full page load.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  }, selector);
}

/** Scrolls the home page to its testimonials, which load as a visitor nears them (decision 73), and waits for the cards. */
export async function showHomeTestimonials(page: Page): Promise<void> {
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await page.getByTestId('testimonials-track').waitFor();
}
