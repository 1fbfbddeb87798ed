import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from './test-support/axe';
import { perceivableTexts, textsWithEnglish } from './test-support/english-left';
import { recordConsoleErrors, useBrowser, waitForHydration } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();
const SITE = 'https://www.foothillprimarycare.com';
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

// Issue #37: the site in English, Spanish and Armenian, each page at its own address.
describe('the site in Spanish and Armenian', () => {
  it('prerenders each language with its <html lang>, canonical and alternates, without running JavaScript', async () => {
    for (const [path, language] of [
      ['/es/services/diabetes', 'es'],
      ['/hy/services/diabetes', 'hy'],
      ['/services/diabetes', 'en'],
    ] as const) {
      const html = await (await fetch(urlOf(path))).text();
      expect(html, path).toMatch(new RegExp(`<html[^>]*\\blang="${language}"`));
      expect(html, path).toContain(`<link rel="canonical" href="${SITE}${path}">`);
      for (const [hreflang, href] of [
        ['en', '/services/diabetes'],
        ['es', '/es/services/diabetes'],
        ['hy', '/hy/services/diabetes'],
        ['x-default', '/services/diabetes'],
      ])
        expect(html, `${path} names its ${hreflang} version`).toContain(
          `<link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}">`,
        );
    }
  });

  it('switches the Spanish diabetes page to the Armenian diabetes page by keyboard, and remembers the choice', async () => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(urlOf('/es/services/diabetes'));
    await waitForHydration(page, 'nav a[hreflang="hy"]');
    let focused = '';
    for (let presses = 0; presses < 40 && focused !== 'Հայերեն'; presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() =>
        document.activeElement?.getAttribute('hreflang') === 'hy' ? (document.activeElement.textContent ?? '') : '',
      );
    }
    expect(focused).toBe('Հայերեն');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/hy/services/diabetes');
    expect(await page.locator('html').getAttribute('lang')).toBe('hy');
    expect(await page.evaluate(() => localStorage.getItem('site-language'))).toBe('hy');
    await page.close();
  });

  it('offers, never forces, the language a first visit prefers: a one-line offer on the English page, no redirect', async () => {
    const page = await browser().newPage(PHONE);
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['hy-AM', 'en-US'] }));
    await page.goto(urlOf('/about'));
    const offer = page.getByRole('complementary', { name: 'Լեզու' });
    await offer.waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await offer.getByRole('link').getAttribute('href')).toBe('/hy/about');
    await offer.getByRole('button').click();
    await offer.waitFor({ state: 'detached' });
    // "No, thanks" remembers the page's language: the next page offers nothing.
    await page.goto(urlOf('/contact'));
    await waitForHydration(page, 'footer a[href="/press"]');
    expect(await page.getByRole('complementary', { name: 'Լեզու' }).count()).toBe(0);
    await page.close();
  });

  it('has no axe violation on the Spanish and Armenian home and a service page, on a phone and a desktop', async () => {
    const failures: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await browser().newPage(viewport);
      for (const path of ['/es', '/hy', '/es/services/diabetes', '/hy/services/diabetes']) {
        await page.goto(urlOf(path), { waitUntil: 'networkidle' });
        failures.push(...describeViolations(await axeViolations(page)).map((line) => `${path} at ${viewport.width} px: ${line}`));
      }
      await page.close();
    }
    expect(failures).toEqual([]);
  });

  // Decision 98: a page's content in its language loads with it, and its bands read the rest as they hydrate; the
  // prerendered words must be the hydrated ones (a mismatch is a console error) and stay in the page's language.
  it('hydrates the Spanish and Armenian home and service page in their language, with no mismatch', async () => {
    for (const [path, band, words] of [
      ['/es', '#services a[href^="/es/services/"]', 'POR QUÉ NOS ELIGEN LOS PACIENTES'],
      ['/hy', '#services a[href^="/hy/services/"]', 'ԻՆՉՈՒ ԵՆ ՊԱՑԻԵՆՏՆԵՐԸ ԸՆՏՐՈՒՄ ՄԵԶ'],
      ['/hy/services/diabetes', 'main ol', 'Դիաբետով կամ նախադիաբետով մեծահասակներ'],
      // Its figures are numbers the catalogs fill in: Node's "26 000", never the browser's English "26,000".
      ['/hy/about', 'main h2', 'խնամել է ավելի քան 26'],
      // And its dates are the browser's own Armenian (Debian's Chromium has none from Intl), as the prerender's.
      ['/hy/blog', 'main a[href^="/hy/blog/"]', '20 մարտի, 2024 թ.'],
    ] as const) {
      const page = await browser().newPage(DESKTOP);
      const consoleErrors = await recordConsoleErrors(page);
      await page.goto(urlOf(path));
      await page.locator(band).first().scrollIntoViewIfNeeded();
      await waitForHydration(page, band);
      expect(await page.locator('main').innerText(), path).toContain(words);
      expect(await consoleErrors(), path).toEqual([]);
      await page.close();
    }
  });

  // The guard of english-left.e2e.test.ts on what shows only once the app runs: the dialog's first screen (its
  // filters' choices included) and the search overlay with results, in Armenian.
  it('opens the booking dialog and the search overlay on an Armenian page with no English in them but names', async () => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(urlOf('/hy/about'));
    await waitForHydration(page, '[data-book-button]');
    await page.locator('[data-book-button]:visible').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { level: 2 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => textsWithEnglish(await perceivableTexts(page, { selector: '[role="dialog"]' }))).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.locator('header').getByRole('button', { name: 'Որոնում' }).click();
    const box = page.getByRole('searchbox');
    await box.fill('Մայերսի');
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    expect(textsWithEnglish(await perceivableTexts(page, { selector: '[role="dialog"]' }))).toEqual([]);
    await page.close();
  });
});
