import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The visual modes of the accessibility widget, alone and together. */
const MODES = [['High Contrast'], ['Color Inversion'], ['High Contrast', 'Color Inversion']];
const SCROLLED_Y = 1500;

/** Where an element sits against the viewport, and whether a tap at its centre reaches it (nothing above it). */
const placement = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inViewport: r.top >= -0.5 && r.left >= -0.5 && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5,
      reachable: hit !== null && (hit === el || el.contains(hit)),
    };
  });

/** Whether `other` lies over part of the element: a tap where they overlap reaches something else. */
const coveredBy = async (locator: Locator, other: Locator) =>
  locator.evaluate(
    (el, top) => {
      const a = el.getBoundingClientRect();
      const b = (top as Element).getBoundingClientRect();
      const [left, right, upper, lower] = [
        Math.max(a.left, b.left),
        Math.min(a.right, b.right),
        Math.max(a.top, b.top),
        Math.min(a.bottom, b.bottom),
      ];
      if (left >= right || upper >= lower) return false;
      const hit = document.elementFromPoint((left + right) / 2, (upper + lower) / 2);
      return !(hit && el.contains(hit));
    },
    await other.elementHandle(),
  );

/**
 * The controls and words under the element's box (elementsFromPoint every 2 px, and every text's own boxes): only
 * backgrounds may lie under a floating button at rest.
 */
const underButton = (locator: Locator) =>
  locator.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const overlaps = (r: DOMRect) => r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
    const found = new Set<string>();
    for (let x = box.left + 1; x < box.right; x += 2)
      for (let y = box.top + 1; y < box.bottom; y += 2)
        for (const el of document.elementsFromPoint(x, y)) {
          if (el.contains(button) || button.contains(el)) continue;
          if (el.matches('a, button, input, select, textarea, label, [role="button"], [tabindex]'))
            found.add(`control ${el.outerHTML.slice(0, 80)}`);
        }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.nodeValue?.trim() || button.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) found.add(`text "${node.nodeValue.trim().slice(0, 40)}"`);
    }
    return [...found];
  });

const USABLE = { inViewport: true, reachable: true };

async function turnOn(page: Page, switches: string[]) {
  await page.getByRole('button', { name: 'Accessibility options' }).click();
  // The browser profile is shared by the file's tests and the widget remembers its modes: start from none.
  await page.getByRole('button', { name: 'Reset All' }).click();
  for (const name of switches) await page.getByRole('switch', { name }).click();
  await page.getByRole('button', { name: 'Close accessibility options' }).click();
}

const scrollDown = (page: Page) => page.evaluate((y) => window.scrollTo(0, y), SCROLLED_Y);

describe('overlays stay on screen and usable with the accessibility modes on, scrolled down the page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const modes of MODES) {
      it(`${modes.join(' + ')} at ${viewport.width} px`, async () => {
        const page = await browser().newPage(viewport);
        await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
        await turnOn(page, modes);
        await scrollDown(page);
        const fab = page.getByRole('button', { name: 'Accessibility options' });
        expect({ overlay: 'widget button', ...(await placement(fab)) }).toEqual({ overlay: 'widget button', ...USABLE });

        await fab.click();
        const panel = page.getByRole('region', { name: 'Accessibility options' });
        expect({ overlay: 'accessibility panel', ...(await placement(panel.getByRole('button', { name: 'Reset All' }))) }).toEqual({
          overlay: 'accessibility panel',
          ...USABLE,
        });
        await page.getByRole('button', { name: 'Close accessibility options' }).click();

        if (viewport === PHONE) {
          await scrollDown(page);
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('navigation', { name: 'Mobile' });
          expect({ overlay: 'mobile menu', ...(await placement(menu.getByRole('button', { name: 'Services' }))) }).toEqual({
            overlay: 'mobile menu',
            ...USABLE,
          });
          await page.getByRole('button', { name: 'Close menu' }).click();
          await menu.waitFor({ state: 'detached' });
        }

        await scrollDown(page);
        await page.locator('header').getByRole('button', { name: 'Search' }).click();
        const box = page.getByPlaceholder('Search for services or providers...');
        await box.waitFor();
        expect({ overlay: 'search', ...(await placement(box)) }).toEqual({ overlay: 'search', ...USABLE });
        await page.keyboard.press('Escape');
        await box.waitFor({ state: 'detached' });

        await scrollDown(page);
        const book = page.locator('header').getByRole('button', { name: viewport === PHONE ? 'BOOK ONLINE' : 'Book an Appointment' });
        await book.click();
        const dialog = page.getByRole('dialog', { name: 'Book Appointment' });
        // The dialog itself, not its "Loading..." frame: the tap is what downloads it (decision 73).
        await dialog.getByRole('button', { name: 'Choose a provider' }).waitFor();
        const close = dialog.getByRole('button', { name: /^Close / }).first();
        await close.waitFor();
        expect({ overlay: 'booking dialog', ...(await placement(close)) }).toEqual({ overlay: 'booking dialog', ...USABLE });
        await close.click();
        await close.waitFor({ state: 'detached' });
        await page.close();
      });
    }
  }
});

describe('the floating accessibility button stays out of the way', () => {
  it('covers no item of the open mobile menu at 375 px', async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    const fab = page.getByRole('button', { name: 'Accessibility options' });
    for (const name of ['Services', 'Physicians', 'Locations']) await menu.getByRole('button', { name }).click();
    const covered: string[] = [];
    for (const item of await menu.locator('a, button').all()) {
      if (!(await item.isVisible())) continue; // links of collapsed sections
      await item.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      if (await coveredBy(item, fab)) covered.push((await item.getAttribute('aria-label')) ?? (await item.innerText()));
    }
    expect(covered).toEqual([]);
    await page.close();
  });

  // Issue #35 point 5: on phones it covered the "S" of SEND ME A CODE and "Board Certified".
  for (const path of ['/appointments/manage', '/provider/elena-vasquez-md']) {
    for (const width of [320, 375, 430]) {
      it(`covers no control or text of ${path} at rest at ${width} px`, async () => {
        const page = await browser().newPage({ width, height: PHONE.height });
        await page.goto(urlOf(path), { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        expect(await underButton(page.getByRole('button', { name: 'Accessibility options' }))).toEqual([]);
        await page.close();
      });
    }
  }

  it('sits under the search backdrop', async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('button', { name: 'Search' }).click();
    await page.getByPlaceholder('Search for services or providers...').waitFor();
    const fab = page.getByRole('button', { name: 'Accessibility options' });
    expect((await placement(fab)).reachable).toBe(false);
    await page.close();
  });
});

describe('the search overlay on a phone', () => {
  // In every language: the Armenian "Որոնեք ծառայություններ կամ բժիշկներ..." ran 325 px into 279; with the glossary's
  // "բուժաշխատողներ" for providers instead of "բժիշկներ" (physicians) it would run 399. The box's label keeps the sentence.
  it.each([
    ['/about', 'Search'],
    ['/es/about', 'Buscar'],
    ['/hy/about', 'Որոնում'],
  ])('%s: shows its whole placeholder at 375 px', async (path, searchButton) => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf(path), { waitUntil: 'networkidle' });
    await page.locator('header').getByRole('button', { name: searchButton }).click();
    const box = page.getByRole('searchbox');
    await box.waitFor();
    await page.evaluate(() => document.fonts.ready);
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { placeholder: input.placeholder, text: Math.ceil(context.measureText(input.placeholder).width), room };
    });
    expect(fit.text, fit.placeholder).toBeLessThanOrEqual(fit.room);
    await page.close();
  });
});
