import type { BrowserContext, Browser as ChromiumConnection, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { connectToSharedChromium } from './shared-chromium';

export interface Browser {
  context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

const DESKTOP = { width: 1280, height: 800 };

async function openPage(context: BrowserContext, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  return page;
}

/**
 * A fresh context (no cookies, storage or cache) on the run's shared Chromium, for a file that keeps one for all
 * its tests; `close()` ends it. Chromium itself is launched once per run (global-setup.ts, decision 97).
 */
export async function launchBrowser(): Promise<Browser> {
  const connection = await connectToSharedChromium();
  const context = await connection.newContext({ viewport: DESKTOP });
  return {
    context,
    newPage: (viewport) => openPage(context, viewport),
    // Closing the connection closes the contexts it opened, never the shared Chromium.
    close: () => connection.close(),
  };
}

/**
 * Production builds silence the console at start-up; this keeps console.error observable in a page
 * (the silencing assignment is ignored), so tests can catch hydration mismatches. Uncaught errors are recorded too:
 * React 19 reports a production hydration mismatch (error #418) through `reportError`, not the console.
 */
export async function recordConsoleErrors(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = (...args: unknown[]) => seen.push(args.map(String).join(' '));
    Object.defineProperty(console, 'error', { get: () => record, set: () => undefined, configurable: false });
    (window as unknown as { __consoleErrors: string[] }).__consoleErrors = seen;
    window.addEventListener('error', (event) => seen.push(`uncaught: ${event.message}`));
  });
  return () => page.evaluate(() => (window as unknown as { __consoleErrors: string[] }).__consoleErrors ?? []);
}

/**
 * The shared Chromium for a spec file, with a fresh context for each test (closed after it), so no test sees
 * another's cookies, storage or cache.
 */
export function useBrowser(): () => Browser {
  let connection: ChromiumConnection | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    connection = await connectToSharedChromium();
  });
  afterAll(() => connection?.close());
  beforeEach(async () => {
    if (!connection) throw new Error('the shared Chromium is not connected');
    context = await connection.newContext({ viewport: DESKTOP });
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  const browser: Browser = {
    get context() {
      if (!context) throw new Error('a browser context exists only inside a test');
      return context;
    },
    newPage: (viewport) => openPage(browser.context, viewport),
    close: async () => {
      await context?.close();
    },
  };
  return () => browser;
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
