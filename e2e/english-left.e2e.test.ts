import { describe, expect, it } from 'vitest';
import { useBrowser } from './test-support/browser';
import { perceivableTexts, textsWithEnglish } from './test-support/english-left';
import { site, urlOf } from './test-support/site';

// Issue #37's guard: no English a visitor reads or hears on a Spanish or Armenian page, as prerendered (what a
// crawler, a slow phone before the app and a screen reader read first), names aside (test-support/english-left.ts).
// It runs after the build, in the browser suite, because it reads the built pages.
const browser = useBrowser();

const translatedRoutes = site.routes.filter((path) => /^\/(es|hy)(\/|$)/.test(path));

describe('English left on the Spanish and Armenian pages', () => {
  it('finds every Spanish and Armenian page', () => {
    expect(translatedRoutes.length).toBeGreaterThan(100);
    expect(translatedRoutes).toEqual(expect.arrayContaining(['/es', '/hy', '/hy/about', '/es/press', '/hy/appointments/manage']));
  });

  it('finds no English word in a prerendered page, in its text, its images’ and controls’ names, title or description', async () => {
    const page = await browser().newPage();
    const left: string[] = [];
    for (const path of translatedRoutes) {
      const html = await (await fetch(urlOf(path))).text();
      left.push(...textsWithEnglish(await perceivableTexts(page, { html })).map((text) => `${path}: ${text}`));
    }
    expect(left).toEqual([]);
  });
});
