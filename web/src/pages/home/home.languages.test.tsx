// The testimonials carousel and the core load lazily; loading them here first keeps those imports from
// outliving a test on a cold module cache.
import '@clinic/core';
import '../../features/home/testimonials/testimonials-carousel';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awards } from '../../content/awards';
import * as pageContent from '../../content/page-content';
import { blogTeasers } from '../../content/blog-teasers';
import { faqItems } from '../../content/faq';
import { insurers } from '../../content/insurers';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';

const SLOW = { timeout: 10_000 };

/** Names the home page shows as they are in every language: the insurers' and the awards', and brands. */
const NAMES = new Set([...insurers.map((i) => i.name), ...awards.map((a) => a.name), 'Morpheus8', 'Emsculpt NEO']);

/**
 * Translated in their own branch (wt-content: content/faq.<language>.ts, blog-teasers.<language>.ts), which this page
 * reads through the same mechanism: English here until it is merged.
 */
const TRANSLATED_ELSEWHERE = [
  ...faqItems.flatMap((item) => [item.question, item.answer]),
  ...blogTeasers.flatMap((post) => [post.title, post.excerpt]),
].join('\n');
const pending = (text: string) => TRANSLATED_ELSEWHERE.includes(text);

/** The bands reading the larger content (content-bands.tsx) show once it is in. */
async function bandsIn() {
  await screen.findByTestId('services-track', {}, SLOW);
  await screen.findByTestId('blog-track', {}, SLOW);
  await waitFor(() => expect(document.getElementById('faq-title')).not.toBeNull(), SLOW);
}

describe.each<[Language, string, string]>([
  ['es', 'CUIDE SU SALUD CON ATENCIÓN EXPERTA', 'POR QUÉ NOS ELIGEN LOS PACIENTES'],
  ['hy', 'ԲԱՐԵԼԱՎԵՔ ՁԵՐ ԱՌՈՂՋՈՒԹՅՈՒՆԸ ՓՈՐՁԱՌՈՒ ԽՆԱՄՔՈՎ', 'ԻՆՉՈՒ ԵՆ ՊԱՑԻԵՆՏՆԵՐԸ ԸՆՏՐՈՒՄ ՄԵԶ'],
])('the home page in %s (issue #37)', (language, h1, reasonsTitle) => {
  afterEach(() => vi.unstubAllGlobals());

  it('speaks the page language in every section, names and patients’ own words aside', async () => {
    // In before the page renders: the bands would download them as they hydrate, slowly on a busy test machine.
    await Promise.all(Object.values(pageContent).map((content) => content.load(language)));
    vi.stubGlobal('fetch', () => new Promise(() => undefined)); // testimonials stay loading: their quotes stay as written
    const english = await renderedTexts('/', 'en', bandsIn);
    const translated = await renderedTexts(`/${language}`, language, bandsIn);
    expect(translated.headings).toEqual(expect.arrayContaining([h1, reasonsTitle]));
    expect(englishLeft(language, translated.texts, english.texts, (text) => NAMES.has(text) || pending(text))).toEqual([]);
  }, 20_000);
});
