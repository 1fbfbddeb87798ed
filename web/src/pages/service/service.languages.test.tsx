import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { audiencesContent, expectationsContent } from '../../content/page-content';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';

/** Brand names a translation keeps. */
const BRANDS = ['Morpheus8', 'Emsculpt NEO'];

describe.each<[Language, string, string]>([
  ['es', '/services', 'Nuestros servicios'],
  ['hy', '/services', 'Մեր ծառայությունները'],
  ['es', '/services/hypertension', 'Hipertensión'],
  ['hy', '/services/hypertension', 'Զարկերակային գերճնշում'],
  ['es', '/services/botox-juvederm', 'Botox y Juvederm'],
  ['hy', '/services/ekg', 'Էլեկտրասրտագրություն (ԷՍԳ)'],
])('%s %s (issue #37)', (language, path, h1) => {
  it('is in the page language from its h1 on, names and brands aside', async () => {
    // A service page's details come in below the fold (service-details.tsx); here they are in before it renders.
    await Promise.all([audiencesContent.load(language), expectationsContent.load(language)]);
    const ready = () => waitFor(() => expect(path === '/services' || document.querySelector('main ol')).toBeTruthy(), { timeout: 10_000 });
    const english = await renderedTexts(path, 'en', ready);
    const translated = await renderedTexts(`/${language}${path}`, language, ready);
    expect(translated.headings[0]).toBe(h1);
    expect(englishLeft(language, translated.texts, english.texts, (text) => BRANDS.includes(text))).toEqual([]);
  }, 20_000);
});
