import { describe, expect, it } from 'vitest';
import { recordConsoleErrors, useBrowser } from './test-support/browser';
import { site, urlOf } from './test-support/site';

// website.md §2, "Redirects (replace history)".
const SPEC_REDIRECTS: Record<string, string> = {
  '/contents/staff': '/provider',
  '/contents/concierge-medicine': '/concierge-medicine',
  '/contents': '/',
  '/location/ca/la-canada': '/locations/la-canada',
  '/location/ca/glendale': '/locations/glendale',
  '/location/ca/burbank': '/locations/burbank',
  '/contactus': '/contact',
  '/your-privacy': '/privacy-policy',
  '/our-terms': '/terms',
  '/accessibility-statement': '/accessibility',
  '/services/iv-hydration-iv-vitamin-treatment': '/iv-therapy',
};

const browser = useBrowser();

describe('redirects', () => {
  it('the build publishes exactly the spec table, in each language (/es/contactus → /es/contact)', () => {
    const inLanguage = (path: string, prefix: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
    const expected = Object.fromEntries(
      ['', '/es', '/hy'].flatMap((prefix) =>
        Object.entries(SPEC_REDIRECTS).map(([from, to]) => [inLanguage(from, prefix), inLanguage(to, prefix)]),
      ),
    );
    expect(site.redirects).toEqual(expected);
  });

  it.each([
    ['/es/contactus', '/es/contact'],
    ['/hy/contents', '/hy'],
  ])('%s lands on %s, in its language', async (from, to) => {
    const page = await browser().newPage();
    await page.goto(urlOf(from));
    await page.waitForURL((url) => url.pathname === to);
    expect(await page.locator('html').getAttribute('lang')).toBe(to.slice(1, 3));
    await page.close();
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s lands on %s', async (from, to) => {
    const page = await browser().newPage();
    await page.goto(urlOf(from));
    await page.waitForURL((url) => url.pathname === to);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await page.locator('h1').first().textContent()).not.toBe('');
    await page.close();
  });

  it('keeps the query string of an old address', async () => {
    const page = await browser().newPage();
    await page.goto(urlOf('/contactus?utm_source=flyer'));
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(new URL(page.url()).search).toBe('?utm_source=flyer');
    await page.close();
  });

  it('opens /ABOUT as the About page without a hydration error', async () => {
    const page = await browser().newPage();
    const consoleErrors = await recordConsoleErrors(page);
    await page.goto(urlOf('/ABOUT'), { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(await consoleErrors()).toEqual([]);
    await page.close();
  });
});
