import { describe, expect, it } from 'vitest';
import { useBrowser, waitForHydration } from './test-support/browser';
import { urlOf } from './test-support/site';

const browser = useBrowser();
const PHONE = { width: 375, height: 800 };

/** The font files the page has asked for so far, by name without the build's hash, each once. */
const fontFiles = () =>
  [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.split('/').pop() ?? '')
        .filter((file) => file.endsWith('.woff2'))
        .map((file) => file.replace(/-[\w-]{8}\.woff2$/, '')),
    ),
  ].sort();

// Decision 75: every page preloads three small core files, cut to the characters the site's texts use; the full
// latin files are declared for every other latin character only.
describe('font files', () => {
  it('a page draws its text from the three core files and downloads nothing else, before and after the app starts', async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await page.evaluate(fontFiles)).toEqual(['afacad-600-core', 'montserrat-400-core', 'montserrat-600-core']);
    await page.close();
  });

  it('text with a character the core files lack downloads the one file of its face that has it', async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    await page.evaluate(async () => {
      const names = document.createElement('p');
      // é is in the Spanish file (decision 94), ø only in the full latin one; ñ ("Español") is in the core.
      names.textContent = 'José Peña, Søren';
      document.querySelector('main')?.append(names);
      await document.fonts.load('400 16px Montserrat', 'éø');
    });
    expect(await page.evaluate(fontFiles)).toEqual([
      'afacad-600-core',
      'montserrat-400-core',
      'montserrat-400-es',
      'montserrat-400-rest',
      'montserrat-600-core',
    ]);
    expect(await page.evaluate(() => document.fonts.check('400 16px Montserrat', 'José Peña, Søren'))).toBe(true);
    await page.close();
  });

  it('a Spanish page draws its text from three files, as many as an English page; an Armenian page adds the Armenian face', async () => {
    const filesOf = async (path: string) => {
      const page = await browser().newPage(PHONE);
      await page.goto(urlOf(path), { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const files = await page.evaluate(fontFiles);
      await page.close();
      return files;
    };
    const core = ['afacad-600-core', 'montserrat-400-core', 'montserrat-600-core'];
    // One file per face with the core's characters and Spanish's, instead of the core and a Spanish file: each more file
    // before first paint put Spanish pages' LCP 150-250 ms behind English ones in Lighthouse (decision 105).
    expect(await filesOf('/es/services/diabetes')).toEqual(['afacad-600-es', 'montserrat-400-es', 'montserrat-600-es']);
    expect(await filesOf('/hy/services/diabetes')).toEqual([...core, 'armenian-400-hy', 'armenian-600-hy'].sort());
    // The switcher's "Հայերեն" on an English page is drawn by the system: the Armenian face is not in its stacks.
    expect(await filesOf('/services/diabetes')).toEqual(core);
  });

  it('the site stylesheet the app switches on declares no font face again: each face is declared once', async () => {
    const page = await browser().newPage(PHONE);
    await page.goto(urlOf('/privacy-policy'));
    await waitForHydration(page, 'footer a[href="/press"]');
    const declared = await page.evaluate(() => {
      const faces = (sheet: CSSStyleSheet) => [...sheet.cssRules].filter((rule) => rule instanceof CSSFontFaceRule).length;
      const link = document.querySelector<HTMLLinkElement>('link[data-site-stylesheet]');
      const inline = [...document.styleSheets].filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement);
      return {
        media: link?.media,
        inline: inline.reduce((sum, sheet) => sum + faces(sheet), 0),
        linked: link?.sheet ? faces(link.sheet) : undefined,
        inTheFontSet: document.fonts.size,
      };
    });
    // A face declared twice is two faces to the browser, and switching the stylesheet on re-resolved every font of
    // the page (decision 77).
    expect(declared.media).toBe('all');
    expect(declared.linked).toBe(0);
    expect(declared.inline).toBeGreaterThan(0);
    expect(declared.inTheFontSet).toBe(declared.inline);
    await page.close();
  });
});
