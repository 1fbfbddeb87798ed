import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();
const DESKTOP = { width: 1280, height: 900 };

/** For each card list on the page: how many cards, and how many share the first row and the last row. */
const rowsOfCardLists = () =>
  Array.from(document.querySelectorAll('main ul'))
    .map((list) => Array.from(list.children).filter((li) => li.tagName === 'LI' && li.getBoundingClientRect().width > 200))
    .filter((cards) => cards.length >= 3)
    .map((cards) => {
      const tops = cards.map((card) => Math.round(card.getBoundingClientRect().top));
      const firstRow = tops.filter((top) => top === tops[0]).length;
      const lastRow = tops.filter((top) => top === tops.at(-1)).length;
      const row = cards[0]?.parentElement?.getBoundingClientRect().width ?? 0;
      const used = cards.slice(0, firstRow).reduce((sum, card) => sum + card.getBoundingClientRect().width, 0);
      return { cards: cards.length, firstRow, lastRow, filled: used / row > 0.9 };
    });

describe('desktop layouts at 1280 px are not half empty', () => {
  it.each(['/locations', '/blog', '/concierge-medicine', '/iv-therapy'])('%s: card rows are full and balanced', async (path) => {
    const page = await browser().newPage(DESKTOP);
    await page.goto(urlOf(path), { waitUntil: 'networkidle' });
    const lists = await page.evaluate(rowsOfCardLists);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      // Every row full: the first spans the width; the last has as many cards as the first.
      expect({ path, ...list }).toEqual({ path, cards: list.cards, firstRow: list.firstRow, lastRow: list.firstRow, filled: true });
    }
    await page.close();
  });

  it('leaves no wide blank band under the hero buttons at 1280x900, and does not shift while loading', async () => {
    const page = await browser().newPage(DESKTOP);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const band = await page.evaluate(() => {
      const hero = document.querySelector('#hero-heading')?.closest('section') as HTMLElement;
      const copy = hero.querySelector('#hero-heading')?.parentElement as HTMLElement;
      const buttons = hero.querySelector('a, button')?.parentElement as HTMLElement;
      return {
        above: Math.round(copy.getBoundingClientRect().top - hero.getBoundingClientRect().top),
        below: Math.round(hero.getBoundingClientRect().bottom - buttons.getBoundingClientRect().bottom),
      };
    });
    // Top-aligned, the copy left 378 px blank under the buttons at 1280x900; centred, the space splits evenly.
    expect(band.below).toBeLessThan(250);
    expect(Math.abs(band.above - band.below)).toBeLessThan(40);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.01);
    await page.close();
  });
});

describe('the phone top bar', () => {
  // At 375 px the Spanish "PROGRAMAR EN LÍNEA" left the phone number "(818) 555-" on one line and "0142" on the next.
  it.each(['/', '/es', '/hy'])('%s: keeps the office phone number on one line from 320 to 430 px', async (path) => {
    for (const width of [320, 375, 430]) {
      const page = await browser().newPage({ width, height: 700 });
      await page.goto(urlOf(path));
      const phone = page.locator('header a[href^="tel:"]').first();
      // The lines the number's text boxes sit on (the icon beside it aside).
      const lines = await phone.evaluate((link) => {
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return tops.size;
      });
      expect({ path, width, lines }).toEqual({ path, width, lines: 1 });
      await page.close();
    }
  });
});
