import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../test-support/axe';
import { launchBrowser, recordConsoleErrors, showHomeTestimonials, type Browser } from '../test-support/browser';
import { urlOf } from '../test-support/site';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 375, height: 740 };
const SECTION_ORDER = [
  'ELEVATE YOUR HEALTH WITH EXPERT CARE',
  'PERSONAL PRIMARY CARE, CLOSE TO HOME',
  'INSURANCE PLANS WE ACCEPT',
  'WHAT OUR PATIENTS SAY ABOUT US',
  'OUR SERVICES',
  'MEET OUR BOARD-CERTIFIED PHYSICIANS',
  'FREQUENTLY ASKED QUESTIONS',
  'Personal, unhurried care with direct access to your physician',
  'AWARDS AND RECOGNITION',
  'We offer a large variety of vitamin intravenous infusions',
  'Latest health tips and news',
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openHome(viewport: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
  await showHomeTestimonials(page);
  return page;
}

const sectionHeadings = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main section[aria-labelledby]')).map((s) =>
      document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
    ),
  );
const isDisplayed = (page: Page, selector: string) =>
  page.evaluate((sel) => Array.from(document.querySelectorAll(sel)).map((el) => getComputedStyle(el).display !== 'none'), selector);

// Touches from a touch-emulated screen, through the DevTools protocol, starting inside the element
// below the sticky header (a tall track is scrolled to its top first).
async function swipe(page: Page, selector: string, dx: number, dy = 0) {
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  // The home page's bands hydrate in passes of their own (decision 69), and React drops a touch on a band not hydrated
  // yet: the likely cause of a swipe that paged nothing in one loaded fresh-clone run. Swipe the hydrated track.
  await page.waitForFunction(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactProps$')),
    selector,
  );
  await nextFrames(page);
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const start = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 250) };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + dx, y: start.y + dy }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Resolves after two animation frames: whatever the last input event changed has been rendered and painted. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Waits until the fonts and every picture inside the viewport have loaded, then for them to paint. */
async function picturesInViewPainted(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .every((img) => img.complete),
  );
  await nextFrames(page);
}

describe.each([
  ['1280 px', WIDE],
  ['375 px', NARROW],
])('the home page at %s', (_label, viewport) => {
  it('shows the eleven sections in the order of the spec, hydrating without errors', async () => {
    const page = await browser.newPage(viewport);
    const consoleErrors = await recordConsoleErrors(page);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    expect(await sectionHeadings(page)).toEqual(SECTION_ORDER);
    await showHomeTestimonials(page);
    expect(await consoleErrors()).toEqual([]);
    await page.close();
  });

  it('has no WCAG 2.1 AA violation that axe-core can find', async () => {
    const page = await openHome(viewport);
    expect(describeViolations(await axeViolations(page))).toEqual([]);
    await page.close();
  });
});

describe('the home page in a real browser', () => {
  it('serves the hero heading in the prerendered HTML and paints it as the largest content', async () => {
    const html = await (await fetch(urlOf('/'))).text();
    expect(html).toMatch(/<h1[^>]*>ELEVATE YOUR HEALTH WITH EXPERT CARE<\/h1>/);
    const page = await browser.newPage(WIDE);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await picturesInViewPainted(page); // the last LCP entry is final only once every picture in view has painted
    const lcpTag = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined;
            resolve(last?.element?.tagName ?? 'none');
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcpTag).toBe('H1');
    await page.close();
  });

  it('hides the services and blog arrows at 375 px and shows them at 1280 px', async () => {
    // Each band is scrolled to first: far from the viewport a band is not rendered at all (decision 73), which would
    // make "hidden" true of any button in it.
    const arrowShown = async (page: Page, section: 'services-title' | 'blog-title', name: string) => {
      await page.locator(`section[aria-labelledby="${section}"]`).scrollIntoViewIfNeeded();
      await page.locator(`#${section}`).waitFor(); // rendered once on screen: its heading shows
      return page.getByRole('button', { name }).isVisible();
    };
    const wide = await openHome(WIDE);
    expect(await arrowShown(wide, 'services-title', 'Next services')).toBe(true);
    expect(await arrowShown(wide, 'blog-title', 'Next articles')).toBe(true);
    await wide.close();
    const narrow = await openHome(NARROW);
    expect(await arrowShown(narrow, 'services-title', 'Next services')).toBe(false);
    expect(await arrowShown(narrow, 'blog-title', 'Previous articles')).toBe(false);
    await narrow.close();
  });

  it('runs the awards loop with its duplicated set only at narrow widths', async () => {
    const strip = '[data-testid="awards-strip"]';
    const wide = await openHome(WIDE);
    expect(await isDisplayed(wide, `${strip} > ul`)).toEqual([true, false]);
    expect(await wide.locator(strip).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await wide.close();
    const narrow = await openHome(NARROW);
    expect(await isDisplayed(narrow, `${strip} > ul`)).toEqual([true, true]);
    const animation = await narrow.locator(strip).evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.animationDuration, style.animationTimingFunction, style.animationIterationCount];
    });
    expect(animation).toEqual(['12s', 'linear', 'infinite']);
    await narrow.close();
  });

  it('shows the concierge note once per layout: below the IV block when wide, inside it when narrow', async () => {
    const notes = '[data-testid="iv-note-narrow"], [data-testid="iv-note-wide"]';
    const wide = await openHome(WIDE);
    expect(await isDisplayed(wide, notes)).toEqual([false, true]);
    await wide.close();
    const narrow = await openHome(NARROW);
    expect(await isDisplayed(narrow, notes)).toEqual([true, false]);
    await narrow.close();
  });

  it('pages the services with a horizontal swipe on a touch screen, and ignores a vertical one', async () => {
    const page = await openHome(NARROW);
    const status = page.locator('#services .carousel__status');
    expect(await status.textContent()).toBe('Page 1 of 6');
    await swipe(page, '[data-testid="services-track"]', -30, 120);
    // A swipe starts its page change (the fade) in the touchend handler: once React has rendered after it, no fade
    // under way means the vertical swipe was ignored, not merely slow.
    await nextFrames(page);
    expect(await page.locator('[data-testid="services-track"]').getAttribute('class')).not.toContain('carousel__track--fading');
    expect(await status.textContent()).toBe('Page 1 of 6');
    await swipe(page, '[data-testid="services-track"]', -120, 10);
    await expect.poll(() => status.textContent()).toBe('Page 2 of 6');
    await page.close();
  });

  it('pages the testimonials one card at a time with a swipe at 375 px', async () => {
    const page = await openHome(NARROW);
    const status = page.locator('#testimonials .carousel__status');
    const before = await status.textContent();
    expect(before).toMatch(/^Page 1 of \d+$/);
    await swipe(page, '[data-testid="testimonials-track"]', 100);
    await expect.poll(() => status.textContent()).not.toBe(before);
    await page.close();
  });
});
