import { describe, expect, it } from 'vitest';
import { languageToOffer, preferredLanguage, readLanguageChoice, storeLanguageChoice } from './language-choice';

describe('which language to offer', () => {
  it("offers, on a first visit, the browser's preferred language when the page is in another", () => {
    expect(languageToOffer('en', undefined, ['hy-AM', 'en-US'])).toBe('hy');
    expect(languageToOffer('en', undefined, ['es-MX'])).toBe('es');
  });

  it('offers nothing when the page is already in it, or the browser prefers none of the three', () => {
    expect(languageToOffer('es', undefined, ['es-419', 'en'])).toBeUndefined();
    expect(languageToOffer('en', undefined, ['ko-KR', 'ru'])).toBeUndefined();
  });

  it('offers no English for an English browser on a Spanish or Armenian page: the visitor chose that page', () => {
    expect(languageToOffer('hy', undefined, ['en-US', 'hy'])).toBeUndefined();
    expect(languageToOffer('hy', 'en', ['hy'])).toBe('en');
  });

  it('follows the choice remembered on the device before the browser', () => {
    expect(languageToOffer('en', 'en', ['hy'])).toBeUndefined();
    expect(languageToOffer('es', 'hy', ['es'])).toBe('hy');
  });

  it('reads the first site language among the browser languages', () => {
    expect(preferredLanguage(['fr-FR', 'HY', 'es'])).toBe('hy');
  });

  it('remembers a choice and ignores whatever else storage holds', () => {
    storeLanguageChoice(localStorage, 'hy');
    expect(readLanguageChoice(localStorage)).toBe('hy');
    localStorage.setItem('site-language', 'klingon');
    expect(readLanguageChoice(localStorage)).toBeUndefined();
    expect(readLanguageChoice(null)).toBeUndefined();
  });
});
