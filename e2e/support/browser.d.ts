import { type BrowserContext, type Page } from 'playwright-core';
export declare const CHROMIUM_PATH = "/usr/bin/chromium";
/** Flags shared with the Lighthouse bench: headless, sandbox-less (containers), quiet, no outside traffic. */
export declare const CHROMIUM_FLAGS: string[];
export interface Browser {
    context: BrowserContext;
    newPage(viewport?: {
        width: number;
        height: number;
    }): Promise<Page>;
    close(): Promise<void>;
}
/** Launches the system Chromium with a throw-away profile. */
export declare function launchBrowser(): Promise<Browser>;
/**
 * Production builds silence the console at start-up; this keeps console.error observable in a page
 * (the silencing assignment is ignored), so tests can catch hydration mismatches.
 */
export declare function recordConsoleErrors(page: Page): Promise<() => Promise<string[]>>;
/** One browser for a spec file: launched before its tests, closed after them. */
export declare function useBrowser(): () => Browser;
