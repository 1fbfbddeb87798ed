// Each prerendered page keeps inline only the CSS its own markup uses (decision 74): the site's whole stylesheet was
// 10 KB of a content page's 15 KB (gzipped), all of it downloaded and parsed before first paint.
import Beasties from 'beasties';
import { LANGUAGE_ONLY_FAMILIES } from './font-glyphs.mjs';

// The site's font faces: beasties cannot tell they are used (the site names its fonts through custom properties), and a
// page painted without them would swap fonts and shift once the full stylesheet arrives. Every page declares them all
// inline, so the full stylesheet goes without them (`withoutFontFaces`).
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * The site's stylesheet as pages link it: without its @font-face rules, which every page already declares inline. The
 * same faces declared a second time are new faces to the browser (`document.fonts` doubles), and switching the
 * stylesheet on then re-resolves every font of the page: its style and layout took two to three times as long
 * (decision 77).
 */
export const withoutFontFaces = (fullCss) => fullCss.replace(FONT_FACE, '');

/**
 * Returns `(html) => html` that prunes a page's inline `<style>` (the whole site's CSS, see prerender.mjs) to the
 * rules its markup matches, at every width (media queries are kept for the rules they hold), plus every
 * @font-face and @keyframes; and links the full stylesheet as `media="not all"`: downloaded at the lowest priority,
 * blocking nothing, and switched on by the boot script before the app starts (web/src/app/site-stylesheet.ts), so
 * menus, dialogs and pages the app renders later are styled.
 */
export function criticalCss({ distDir, stylesheet, fullCss }) {
  const pruners = new Map();
  const prunerFor = (language) =>
    new Beasties({
      path: distDir,
      logLevel: 'warn',
      reduceInlineStyles: true,
      external: false,
      pruneSource: false,
      preloadFonts: false,
      keyframes: 'all',
      compress: false,
      // The demo server adds its banner to every page as it serves it (server/src/routes/site/demo-banner.ts): the
      // prerendered markup never has it, and the banner must look the same from the first paint.
      // Likewise the languages production has not enabled: the server names the enabled ones on <html> (decision 94).
      // And the page's own language's rules (its font stacks), on <html lang>, which beasties does not match against
      // the root element; other languages' rules stay out of it.
      allowRules: [/\.demo-banner\b/, /data-site-languages/, new RegExp(`^html\\[lang=['"]?${language}['"]?\\]$`)],
    });
  const allFaces = fullCss.match(FONT_FACE) ?? [];
  // A language's own families are named only by its pages' font stacks: the others need not declare them.
  const familyOf = (face) => /font-family:\s*["']?([^;"']+)/.exec(face)?.[1] ?? '';
  const ownedByAnother = (face, language) =>
    Object.entries(LANGUAGE_ONLY_FAMILIES).some(([owner, family]) => owner !== language && family.test(familyOf(face)));
  const link = `<link rel="stylesheet" href="/${stylesheet}" media="not all" data-site-stylesheet>`;
  return async (html) => {
    const language = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? 'en';
    if (!pruners.has(language)) pruners.set(language, prunerFor(language));
    const pruned = await pruners.get(language).process(html);
    // The linked stylesheet declares no font faces (withoutFontFaces): a page without inline CSS would have none.
    if (!pruned.includes('<style>')) throw new Error('a prerendered page has no inline <style> to declare the fonts in');
    const fontFaces = allFaces.filter((face) => !ownedByAnother(face, language)).join('');
    const withFonts = pruned.replace(/<style>/, () => `<style>${fontFaces}`);
    return withFonts.replace('</head>', () => `${link}</head>`);
  };
}
