// Downloading the site's lazy chunks (pages, search, the booking dialog) on flaky phone connections and across deploys.

/** Waits between attempts: a failed download is tried twice more, after 0.5 s and then 1.5 s. */
const RETRY_DELAYS_MS: readonly number[] = [500, 1500];

/** A lazy chunk that could not be downloaded, after its retries. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super('A part of the site could not be downloaded.', { cause });
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs a dynamic import, retrying a failed download with back-off; a ChunkLoadError when every attempt failed. */
export async function importWithRetry<M>(load: () => Promise<M>, delaysMs = RETRY_DELAYS_MS, wait = pause): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delaysMs[attempt];
      if (delay === undefined) throw new ChunkLoadError(error);
      await wait(delay);
    }
  }
}

/** Session key remembering the address of the last full navigation made to pick up a new deploy (one per address). */
export const RELOADED_FOR_KEY = 'clinic:reloaded-for';

interface Browser {
  location: Pick<Location, 'href' | 'assign'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  fetch: typeof fetch;
}

/**
 * After a deploy, the chunk names an open tab knows are gone (404). When the server answers, a full navigation to
 * `href` loads the new HTML and its new chunks; done once per address, so a chunk that stays broken cannot loop.
 * Offline it does nothing (navigating would only show the browser's error page) and returns false.
 */
export function reloadForNewDeploy(href: string, browser: Browser = window): Promise<boolean> {
  // Two callers at once (a page and its hydration, StrictMode's second effect) share one check.
  if (checking?.href !== href) checking = { href, result: navigateOnce(href, browser).finally(() => (checking = undefined)) };
  return checking.result;
}

let checking: { href: string; result: Promise<boolean> } | undefined;

async function navigateOnce(href: string, browser: Browser): Promise<boolean> {
  if (readSession(browser, RELOADED_FOR_KEY) === href) return false;
  try {
    await browser.fetch(href, { method: 'HEAD', cache: 'no-store' });
  } catch {
    return false;
  }
  try {
    browser.sessionStorage.setItem(RELOADED_FOR_KEY, href);
  } catch {
    // Storage blocked: without the guard a second failure could loop, so no automatic navigation.
    return false;
  }
  browser.location.assign(href);
  return true;
}

/** A chunk loaded: the next deploy may again trigger one full navigation. */
export function chunkLoaded(browser: Pick<Browser, 'sessionStorage'> = window): void {
  try {
    browser.sessionStorage.removeItem(RELOADED_FOR_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

function readSession(browser: Pick<Browser, 'sessionStorage'>, key: string): string | null {
  try {
    return browser.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
