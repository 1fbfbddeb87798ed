import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

// Issue #35's phone: 400 ms round trips, 400 kbit/s. The page paints from its HTML long before the boot script,
// the app and the page's chunks arrive (decisions 27, 76, 88), so every tap and keystroke below lands before
// hydration; each test checks that it does.
const SLOW_PHONE = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const PHONE = { width: 412, height: 823 };
// The whole site's first load over that connection takes seconds; the dialog adds its chunks and its calls.
const SLOW_WAIT = { timeout: 50_000 };

/** A page on the slow connection, with an empty cache (the browser is shared by the file's tests). */
async function slowPhonePage(): Promise<Page> {
  const page = await browser().newPage(PHONE);
  const cdp = await browser().context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE);
  return page;
}

/** Whether React has attached its props to the element yet (the app has hydrated it). */
const hydrated = (page: Page, selector: string) =>
  page.evaluate((css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactProps$')), selector);

const earlyLoadingShown = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === 'Loading...'));

describe('taps and typing before the page is ready, on a slow phone connection (issue #35, decision 88)', () => {
  it('answers a BOOK ONLINE tap at first paint with "Loading..." at once, then opens the dialog with its locations', async () => {
    const page = await slowPhonePage();
    await page.goto(urlOf('/'), { waitUntil: 'commit' });
    const book = page.locator('button:visible', { hasText: 'BOOK ONLINE' }).first();
    await book.waitFor(SLOW_WAIT);
    expect(await hydrated(page, 'footer')).toBe(false);
    await book.click();
    // The click has been dispatched: the answer is already in the page, not after some wait.
    expect(await earlyLoadingShown(page)).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
    // The dialog opens on the soonest times (issue #31): its own content, not the early box.
    await dialog.getByRole('button', { name: 'Choose a provider' }).waitFor(SLOW_WAIT);
    // The dialog's own frame replaced the early box; the page is the one it was (no navigation).
    expect(await earlyLoadingShown(page)).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });

  it('keeps the e-mail and birth date typed on /appointments/manage before hydration, and sends the code tapped for then', async () => {
    const page = await slowPhonePage();
    await page.goto(urlOf('/appointments/manage'), { waitUntil: 'commit' });
    const email = page.locator('#manage-email');
    await email.waitFor(SLOW_WAIT);
    expect(await hydrated(page, '#manage-email')).toBe(false);
    await email.pressSequentially('ana@example.com');
    await page.locator('#manage-dob').pressSequentially('04121968');
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor(SLOW_WAIT);
    // Nothing about the patient went into the address (the browser did not post the form itself).
    expect(page.url()).toBe(urlOf('/appointments/manage'));
    await page.getByRole('button', { name: 'Use a different e-mail' }).click();
    expect(await email.inputValue()).toBe('ana@example.com');
    expect(await page.locator('#manage-dob').inputValue()).toBe('04/12/1968');
    await page.close();
  });

  it('keeps the feedback typed before hydration and sends it when "Send my feedback" was tapped then', async () => {
    const page = await slowPhonePage();
    await page.goto(urlOf('/feedback'), { waitUntil: 'commit' });
    const comments = page.getByRole('textbox', { name: 'Your comments' });
    await comments.waitFor(SLOW_WAIT);
    expect(await hydrated(page, 'textarea')).toBe(false);
    await page.getByRole('radio', { name: 'Good' }).check();
    await comments.pressSequentially('Kind front desk, short wait.');
    await page.getByRole('button', { name: 'Send my feedback' }).click();
    await page.getByRole('heading', { name: 'Thank you for your feedback' }).waitFor(SLOW_WAIT);
    expect(page.url()).toBe(urlOf('/feedback'));
    await page.close();
  });

  it("asks for the app's and the dialog's chunks on a booking tap itself, before the boot script has arrived", async () => {
    const page = await browser().newPage(PHONE);
    // The boot script held: before, nothing listened to a tap until it ran, and the chunks came only after it.
    const held: Route[] = [];
    await page.route('**/assets/index-*.js', (route) => void held.push(route));
    const chunks = ['framework', 'booking-dialog'].map((name) =>
      page.waitForRequest(new RegExp(`/assets/${name}-[^/]+\\.js$`), { timeout: 10_000 }),
    );
    await page.goto(urlOf('/blog'), { waitUntil: 'commit' });
    const book = page.locator('button:visible', { hasText: 'BOOK ONLINE' }).first();
    await book.waitFor();
    await book.click();
    await Promise.all(chunks);
    expect(held).toHaveLength(1);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/index-*.js');
    await page.getByRole('dialog', { name: 'Book Appointment' }).getByRole('button', { name: 'Choose a provider' }).waitFor();
    await page.close();
  });

  it('opens the dialog for a booking button tapped after hydration began but before its band could hydrate (decision 109)', async () => {
    const page = await browser().newPage(PHONE);
    // The insurance band's content held: the app has hydrated the header and the hero, but React cannot hydrate that
    // band (a Suspense boundary reading it, home.page.tsx) and stops a click on it, with no replay of its own.
    const held: Route[] = [];
    await page.route('**/assets/why-us-*.js', (route) => void held.push(route));
    const bandAsked = page.waitForRequest(/\/assets\/why-us-[^/]+\.js$/);
    await page.goto(urlOf('/'), { waitUntil: 'commit' });
    await bandAsked;
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactProps$')));
    const band = page.getByRole('region', { name: 'INSURANCE PLANS WE ACCEPT' });
    await band.getByRole('button', { name: 'SCHEDULE YOUR VISIT' }).click();
    expect(await hydrated(page, '#insurance-title')).toBe(false);
    // The tap is answered while the band waits, and kept until the band can take it.
    await expect.poll(() => earlyLoadingShown(page)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/why-us-*.js');
    await page.getByRole('dialog', { name: 'Book Appointment' }).getByRole('button', { name: 'Choose a provider' }).waitFor();
    expect(await earlyLoadingShown(page)).toBe(false);
    await page.close();
  });

  it("asks for the page's catalog, its base and its own namespaces, beside the app's chunks, not after React's has run", async () => {
    const page = await browser().newPage(PHONE);
    // React's chunk held: before, the app asked for the page's namespaces only once it had run, a round trip later
    // (decision 107); the base catalog was listed for the boot script already.
    const held: Route[] = [];
    await page.route('**/assets/framework-*.js', (route) => void held.push(route));
    const catalogs = new Set<string>();
    page.on('request', (request) => {
      if (/\/assets\/web\.es[-.][^/]*\.js$/.test(request.url())) catalogs.add(request.url());
    });
    await page.goto(urlOf('/es/about'), { waitUntil: 'commit' });
    // /about speaks `page` and `page.about` beyond the base catalog (web/src/app/route-table.ts).
    await expect.poll(() => catalogs.size, { timeout: 10_000 }).toBe(3);
    expect(held).toHaveLength(1);
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/framework-*.js');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.close();
  });
});
