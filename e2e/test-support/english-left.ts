import type { Page } from 'playwright-core';
import { HOSPITALS, SCHOOLS } from '../../web/src/content/provider-schools';

// Issue #37's guard: English left on a Spanish or Armenian page. A text fails when, once the names below are taken
// out, it still holds one of these words: English's commonest function words and the site's own English words that
// neither Spanish nor Armenian spells the same ("no", "a", "me" are Spanish too, so they are not listed).
const ENGLISH_WORDS = new Set(
  (
    'the and your with for our you please appointment appointments loading book booking of to is are we on ' +
    'from this that what how who about more read call opens new tab search close open try again could not ' +
    'here all next back visit provider providers patient patients clinic doctor doctors care page or at by an'
  ).split(' '),
);

// Proper names a translation keeps (decision 104): the brand, the awards' titles as their givers word them, the
// review site, the schools and hospitals the providers trained at. Street addresses, insurers' names and degrees hold
// none of the words above, so need no entry.
const NAMES = [
  ...Object.values(SCHOOLS),
  ...Object.values(HOSPITALS),
  'Foothill Primary Care',
  "Readers' Choice Primary Care 2024",
  'Readers’ Choice Primary Care 2024',
  'Foothills Living Magazine',
  'Top Doctors',
  'Highly Rated on Yelp',
];

/** The English words a text still holds once the kept names are out (lower case, in order). */
function englishWordsIn(text: string): string[] {
  const withoutNames = NAMES.reduce((rest, name) => rest.split(name).join(' '), text);
  return (withoutNames.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => ENGLISH_WORDS.has(word));
}

/** The texts of a list that still hold English words, each with them: `"Loading..." (loading)`. */
export function textsWithEnglish(texts: readonly string[]): string[] {
  return [...new Set(texts.map((text) => text.replace(/\s+/g, ' ').trim()))]
    .map((text) => ({ text, words: englishWordsIn(text) }))
    .filter(({ words }) => words.length > 0)
    .map(({ text, words }) => `"${text}" (${[...new Set(words)].join(', ')})`);
}

/**
 * What a visitor reads or hears of an HTML document or of an element of the open page: its text nodes and the
 * attributes that are read out (alt, title, aria-label, placeholder), plus the document's title and description.
 * Scripts, styles and `lang="en"` parts (the switcher's "English") are not the page's language, so are left out.
 * Runs in the browser; `html` is parsed there without running its scripts.
 */
export function perceivableTexts(page: Page, from: { html: string } | { selector: string }): Promise<string[]> {
  return page.evaluate((source) => {
    const root: ParentNode =
      'html' in source ? new DOMParser().parseFromString(source.html, 'text/html') : document.querySelector(source.selector)!;
    const skipped = (node: Node) => !!node.parentElement?.closest('script, style, noscript, template, [lang="en"]');
    const texts: string[] = [];
    if (root instanceof Document) texts.push(root.title, root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    const body = root instanceof Document ? root.body : root;
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skipped(node)) texts.push(node.textContent ?? '');
    for (const element of body.querySelectorAll('[alt], [title], [aria-label], [placeholder]')) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['alt', 'title', 'aria-label', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts;
  }, from);
}
