import { afterEach, describe, expect, it, vi } from 'vitest';
import { providers } from '../content/providers';
import { isKnownLanguageName, spokenLanguages } from './spoken-languages';

const CODES = {
  Arabic: 'ar',
  Armenian: 'hy',
  English: 'en',
  French: 'fr',
  Hindi: 'hi',
  Korean: 'ko',
  Russian: 'ru',
  Spanish: 'es',
  Tamil: 'ta',
  Vietnamese: 'vi',
};

afterEach(() => vi.restoreAllMocks());

describe("providers' languages in the page's language", () => {
  it('names them in Spanish and Armenian, and keeps the roster words in English', () => {
    expect(spokenLanguages('English, Armenian, Russian', 'en')).toBe('English, Armenian, Russian');
    expect(spokenLanguages('English, Armenian, Russian', 'es')).toBe('inglés, armenio, ruso');
    expect(spokenLanguages('English, Spanish', 'hy')).toBe('անգլերեն, իսպաներեն');
  });

  it('names each as CLDR does (Node carries its Spanish and Armenian)', () => {
    for (const language of ['es', 'hy'] as const) {
      const intl = new Intl.DisplayNames([language], { type: 'language' });
      expect(spokenLanguages(Object.keys(CODES).join(', '), language)).toBe(
        Object.values(CODES)
          .map((code) => intl.of(code))
          .join(', '),
      );
    }
  });

  it('does not depend on the browser having Armenian (Debian’s Chromium names them in English, and the page would not hydrate)', () => {
    const original = Intl.DisplayNames;
    vi.spyOn(Intl, 'DisplayNames').mockImplementation(
      ((_: string[], options: Intl.DisplayNamesOptions) => new original(['en'], options)) as unknown as typeof Intl.DisplayNames,
    );
    expect(spokenLanguages('English, Armenian', 'hy')).toBe('անգլերեն, հայերեն');
  });

  it('knows every language the roster names, so none stays in English on a translated page', () => {
    const names = providers.flatMap((p) => p.features.languages.split(', '));
    expect(names.filter((name) => !isKnownLanguageName(name))).toEqual([]);
    expect(Object.keys(CODES).filter((name) => !isKnownLanguageName(name))).toEqual([]);
  });
});
