import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { recordConsoleErrors, useBrowser, waitForHydration } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

describe('the shell in a real browser', () => {
  it('hydrates prerendered pages without errors and loads other pages on client navigation', async () => {
    const page = await browser().newPage();
    const consoleErrors = await recordConsoleErrors(page);
    await page.goto(urlOf('/services/diabetes'), { waitUntil: 'networkidle' });
    await waitForHydration(page, 'footer a[href="/press"]');
    // A full page load would drop this mark: it proves the router, not the browser, went to /press.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const pressChunk = page.waitForRequest((r) => /\/assets\/press\.page-.*\.js$/.test(r.url()));
    await page.locator('footer a[href="/press"]').click();
    await page.waitForURL((url) => url.pathname === '/press');
    await pressChunk;
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await consoleErrors()).toEqual([]);
    await page.close();
  });

  it('fits the header with nothing cut off, at every common width from phones to wide desktops, in every language', async () => {
    const page = await browser().newPage();
    // Spanish and Armenian menu names are longer: they may take a second line, never the page's width (issue #37).
    for (const path of ['/about', '/es/about', '/hy/about']) {
      await page.goto(urlOf(path), { waitUntil: 'networkidle' });
      await expectHeaderFits(page, path);
    }
    await page.close();
  });

  async function expectHeaderFits(page: Page, path: string) {
    // Laptop widths come twice, the second less a 17 px classic scrollbar (Windows): 1024/1007, 1280/1263, 1366/1349, 1440/1423.
    for (const width of [375, 414, 768, 993, 1007, 1024, 1200, 1241, 1263, 1280, 1349, 1366, 1423, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const viewport = document.documentElement.clientWidth;
        const cut = Array.from(document.querySelectorAll('header a, header button'))
          .filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().right > viewport + 0.5)
          .map((el) => el.getAttribute('aria-label') ?? el.textContent);
        return { page: document.documentElement.scrollWidth - viewport, cut };
      });
      expect({ path, width, ...overflow }).toEqual({ path, width, page: 0, cut: [] });
    }
  }

  it('works as a mobile menu at 375 px: sections expand on their own, the body is locked, outside clicks close it', async () => {
    const page = await browser().newPage({ width: 375, height: 740 });
    await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
    await expectVisible(page.getByRole('button', { name: 'BOOK ONLINE' }).first());
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Services' }).click();
    await menu.getByRole('button', { name: 'Locations' }).click();
    await expectVisible(menu.getByRole('link', { name: 'View More Services' }));
    await expectVisible(menu.getByRole('link', { name: 'View All Locations' }));
    // The panel starts where the header ends, also with the demo's banner above the header: it hides none of it.
    const [panelTop, headerBottom] = await page.evaluate(() =>
      ['nav[aria-label="Mobile"]', 'header']
        .map((selector) => document.querySelector(selector)!.getBoundingClientRect())
        .map((box, i) => (i ? box.bottom : box.top)),
    );
    expect(Math.abs(panelTop! - headerBottom!)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await menu.getByRole('button', { name: 'Services' }).click();
    expect(await menu.getByRole('link', { name: 'View More Services' }).isVisible()).toBe(false);
    await expectVisible(menu.getByRole('link', { name: 'View All Locations' }));
    await page.mouse.click(10, 60); // the top bar, outside the menu panel
    await menu.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.close();
  });

  it('finds a service and a provider in the search overlay and goes to the clicked result', async () => {
    const page = await browser().newPage();
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Search' }).first().click();
    const box = page.getByPlaceholder('Search for services or providers...');
    await box.fill('hypertension');
    await expectVisible(page.getByRole('dialog').getByRole('link', { name: /Hypertension/ }));
    await box.fill('Elena');
    const provider = page.getByRole('dialog').getByRole('link', { name: /Elena Vasquez, MD/ });
    await provider.click();
    await page.waitForURL((url) => url.pathname === '/provider/elena-vasquez-md');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });
});

async function expectVisible(locator: { waitFor(o: { state: 'visible'; timeout: number }): Promise<void> }) {
  await locator.waitFor({ state: 'visible', timeout: 5_000 });
}
