import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

// Lazy chunks by name (web/dist/assets/<name>-<hash>.js): a flaky phone connection, or a tab open across a deploy.
const PRESS_CHUNK = '**/assets/press.page-*.js';
const DIALOG_CHUNK = '**/assets/booking-dialog-*.js';
const SEARCH_CHUNK = '**/assets/search-overlay-*.js';

/** Holds every request matching `glob` until `release()`; `requested` settles on the first one. */
async function holdRequests(page: Page, glob: string) {
  const held: Route[] = [];
  let onFirst: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (onFirst = resolve));
  await page.route(glob, (route) => {
    held.push(route);
    onFirst();
  });
  return {
    requested,
    async release() {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(glob);
    },
  };
}

/** A hydrated page: the app (not only the prerendered HTML) is running. */
async function openHydrated(page: Page, path: string) {
  await page.goto(urlOf(path), { waitUntil: 'networkidle' });
  // networkidle is not hydration: before it, the footer's /press link is a plain link and a click loads in full.
  await waitForHydration(page, 'footer a[href="/press"]');
}

describe('"Loading..." while a lazy chunk downloads (website.md §2, §8)', () => {
  it('shows "Loading..." at once when in-app navigation waits for a page chunk, then the page, at the top', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    await openHydrated(page, '/about');
    const press = await holdRequests(page, PRESS_CHUNK);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('footer a[href="/press"]').click();
    await press.requested;
    await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/press');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await press.release();
    await page.getByRole('heading', { level: 1, name: 'Press' }).waitFor();
    expect(await page.getByText('Loading...').count()).toBe(0);
    await page.close();
  });

  it('opens the booking dialog frame with "Loading..." on the tap while the dialog downloads', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    const dialogChunk = await holdRequests(page, DIALOG_CHUNK);
    await openHydrated(page, '/about');
    const bookOnline = page.getByRole('button', { name: 'BOOK ONLINE' }).first();
    // The pointer arriving on the button warms the dialog's chunk: held here, so the tap finds it still downloading.
    await bookOnline.hover();
    await dialogChunk.requested;
    await bookOnline.click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    await dialog.getByRole('status').filter({ hasText: 'Loading...' }).waitFor();
    await dialogChunk.release();
    await dialog.getByRole('button', { name: 'Choose a provider' }).waitFor();
    await page.close();
  });
});

describe('the booking dialog downloads when a visitor is about to book (issue #16, decision 73)', () => {
  const dialogRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/booking-dialog-[^/]+\.js$/.test(request.url())) seen.push(request.url());
    });
    return seen;
  };

  it.each([
    ['a pointer arrives on', 'hover'],
    ['keyboard focus reaches', 'focus'],
  ] as const)('does not download it with the page, and does when %s a booking button', async (_intent, action) => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    const seen = dialogRequests(page);
    await openHydrated(page, '/about');
    // The page is loaded, hydrated and idle (networkidle): nothing has asked for the dialog.
    expect(seen).toEqual([]);
    const warmed = page.waitForRequest(/\/assets\/booking-dialog-[^/]+\.js$/);
    await page.getByRole('button', { name: 'BOOK ONLINE' }).first()[action]();
    await warmed;
    await page.close();
  });
});

describe('the app loads after first paint (issue #16)', () => {
  it('paints the page before requesting any app script, and still opens the dialog for BOOK ONLINE tapped meanwhile', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    const app = await holdRequests(page, '**/assets/main-*.js');
    await page.goto(urlOf('/about'), { waitUntil: 'load' });
    await app.requested;
    await page.getByRole('button', { name: 'BOOK ONLINE' }).first().click();
    await app.release();
    await page.getByRole('dialog', { name: 'Book Appointment' }).waitFor();
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      // Every script but the boot script (index-*.js), which is all the HTML references.
      const appScripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\/assets\/.+\.js$/.test(e.name) && !/\/index-[^/]+\.js$/.test(e.name));
      const firstAppScript = Math.min(...appScripts.map((e) => e.startTime));
      return { paintedFirst: paint < firstAppScript };
    });
    expect(order).toEqual({ paintedFirst: true });
    await page.close();
  });
  it('asks for its one script at low priority, after the fonts first paint is drawn in', async () => {
    const page = await browser().newPage({ width: 375, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const file = request.url.split('/').pop() ?? '';
      priorities.set(file.replace(/-[\w-]{8}\.(js|woff2)$/, '.$1'), request.initialPriority);
    });
    await page.goto(urlOf('/services/diabetes'), { waitUntil: 'load' });
    // A script the browser asks for at high priority waits in line with what first paint needs (a phone's
    // connection is shared), and Lighthouse counts it in the critical path of the first paint (decision 76).
    expect(Object.fromEntries(['index.js', 'montserrat-400-core.woff2'].map((f) => [f, priorities.get(f)]))).toEqual({
      'index.js': 'Low',
      'montserrat-400-core.woff2': 'High',
    });
    await page.close();
  });
});

describe("the page's chunk downloads beside the app (decision 78)", () => {
  it('is asked for while React is still downloading, and the page hydrates once both are in', async () => {
    const page = await browser().newPage({ width: 375, height: 800 });
    const framework = await holdRequests(page, '**/assets/framework-*.js');
    // Before, the app asked for the page's chunk only once React and the router had arrived and run: never while
    // they are held (the wait below then times out).
    const pageChunk = page.waitForRequest(/\/assets\/blog\.page-[^/]+\.js$/, { timeout: 10_000 });
    await page.goto(urlOf('/blog'), { waitUntil: 'load' });
    await framework.requested;
    await pageChunk;
    await framework.release();
    await waitForHydration(page, 'footer a[href="/press"]');
    await page.close();
  });
});

describe('a lazy chunk that cannot be downloaded (issue #16)', () => {
  it('says the booking form cannot load, offers the phone, and opens it on "Try again" once the network is back', async () => {
    const page = await browser().newPage({ width: 390, height: 844 });
    await page.route(DIALOG_CHUNK, (route) => route.abort('internetdisconnected'));
    await openHydrated(page, '/about');
    await page.getByRole('button', { name: 'BOOK ONLINE' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The booking form could not load.');
    expect(await alert.getByRole('link', { name: '(818) 555-0142' }).getAttribute('href')).toBe('tel:+18185550142');
    await page.unroute(DIALOG_CHUNK);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('button', { name: 'Choose a provider' }).waitFor();
    await page.close();
  });

  it('keeps the site up when the search overlay cannot load, and opens it on "Try again"', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    await page.route(SEARCH_CHUNK, (route) => route.abort('internetdisconnected'));
    await openHydrated(page, '/about');
    await page.getByRole('button', { name: 'Search' }).first().click();
    const alert = page.getByRole('dialog', { name: 'Search' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Search could not load.');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.unroute(SEARCH_CHUNK);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByPlaceholder('Search for services or providers...').waitFor();
    await page.close();
  });

  it('offline, a page whose chunk fails says so in plain words with a reload button that works once the network is back', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    await openHydrated(page, '/about');
    // Offline: the chunk and the check whether the server answers both fail.
    await page.route(PRESS_CHUNK, (route) => route.abort('internetdisconnected'));
    await page.route('**/press', (route) => route.abort('internetdisconnected'));
    await page.locator('footer a[href="/press"]').click();
    const heading = page.getByRole('heading', { level: 1, name: 'This page could not load' });
    await heading.waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/assets\/|Unexpected Application Error/);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Press' }).waitFor();
    await page.close();
  });

  it('after a deploy renamed the chunks (404), navigates once to the new page in full instead of stranding the tab', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    await openHydrated(page, '/about');
    // The old name is gone; the freshly loaded /press document knows the chunk again (the deploy's new name).
    let deployed = false;
    await page.route(PRESS_CHUNK, (route) => (deployed ? route.continue() : route.fulfill({ status: 404, body: 'Not found' })));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() !== 'document') return;
      documents.push(new URL(request.url()).pathname);
      deployed = true;
    });
    await page.locator('footer a[href="/press"]').click();
    await page.getByRole('heading', { level: 1, name: 'Press' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual(['/press']);
    await page.close();
  });

  it('navigates in full only once when the chunk stays missing, leaving the prerendered page readable', async () => {
    const page = await browser().newPage({ width: 1280, height: 800 });
    await openHydrated(page, '/about');
    await page.route(PRESS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const documents: string[] = [];
    let chunkRequests = 0;
    let onThirdAfterReload: () => void = () => undefined;
    const thirdAfterReload = new Promise<void>((resolve) => (onThirdAfterReload = resolve));
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
      else if (request.url().includes('/assets/press.page-') && documents.length > 0 && ++chunkRequests === 3) onThirdAfterReload();
    });
    await page.locator('footer a[href="/press"]').click();
    // The reloaded page tried the chunk three times (one download, two retries) and gave up.
    await thirdAfterReload;
    await page.waitForLoadState('networkidle');
    expect(documents).toEqual(['/press']);
    expect(await page.getByRole('heading', { level: 1, name: 'Press' }).isVisible()).toBe(true);
    await page.close();
  });
});
