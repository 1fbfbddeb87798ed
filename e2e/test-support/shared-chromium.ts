import { chromium, type Browser, type BrowserServer } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Playwright WebSocket endpoint of the run's one Chromium (global-setup.ts). */
    chromiumEndpoint: string;
  }
}

const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser run's one Chromium, launched by the global setup: starting Chromium cost a second or more of CPU
 * per spec file (decision 97), while a context, which is what isolates one test from another (cookies, storage,
 * cache), costs a few milliseconds.
 */
export function launchSharedChromium(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** This spec file's connection to the shared Chromium; `close()` on it closes only the contexts it opened. */
export function connectToSharedChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
