import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, withoutLanguage } from './languages';

describe('addresses per language', () => {
  it.each([
    ['/', 'en', '/'],
    ['/services/diabetes', 'en', '/services/diabetes'],
    ['/es', 'es', '/'],
    ['/es/services/diabetes', 'es', '/services/diabetes'],
    ['/hy/provider', 'hy', '/provider'],
    // Only a whole first segment is a language: /essays or /hyperbaric are English pages.
    ['/essays', 'en', '/essays'],
    ['/hyperbaric', 'en', '/hyperbaric'],
  ])('reads %s as the %s page %s', (path, language, page) => {
    expect(languageOfPath(path)).toBe(language);
    expect(withoutLanguage(path)).toBe(page);
  });

  it('moves a page to another language and keeps the page', () => {
    expect(localizedPath('/es/services/diabetes', 'hy')).toBe('/hy/services/diabetes');
    expect(localizedPath('/hy/services/diabetes', 'en')).toBe('/services/diabetes');
    expect(localizedPath('/', 'es')).toBe('/es');
    expect(localizedPath('/es', 'en')).toBe('/');
  });
});
