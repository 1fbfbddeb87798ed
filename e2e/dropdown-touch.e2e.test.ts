import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToSharedChromium } from './test-support/shared-chromium';
import { urlOf } from './test-support/site';

// A touch screen wide enough for the desktop header (≥ 993 px): a tablet in landscape or a touch laptop.
let browser: Browser;
beforeAll(async () => {
  browser = await connectToSharedChromium();
});
afterAll(() => browser?.close());

describe('desktop dropdowns on a touch screen', () => {
  it('open with one tap and close with the next', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.tap();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'View More Services' }).waitFor({ state: 'visible' });
    await services.tap();
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('desktop dropdowns with a mouse', () => {
  it('stay open when clicked under the pointer that opened them, and close on a second click', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(urlOf('/about'), { waitUntil: 'networkidle' });
    const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await services.hover();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
