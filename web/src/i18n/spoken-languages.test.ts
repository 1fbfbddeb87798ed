import { describe, expect, it } from 'vitest';
import { providers } from '../content/providers';
import { isKnownLanguageName, spokenLanguages } from './spoken-languages';

describe("providers' languages in the page's language", () => {
  it('names them by Intl in Spanish and Armenian, and keeps the roster words in English', () => {
    expect(spokenLanguages('English, Armenian, Russian', 'en')).toBe('English, Armenian, Russian');
    expect(spokenLanguages('English, Armenian, Russian', 'es')).toBe('inglés, armenio, ruso');
    expect(spokenLanguages('English, Spanish', 'hy')).toBe('անգլերեն, իսպաներեն');
  });

  it('knows every language the roster names, so none stays in English on a translated page', () => {
    const names = providers.flatMap((p) => p.features.languages.split(', '));
    expect(names.filter((name) => !isKnownLanguageName(name))).toEqual([]);
  });
});
