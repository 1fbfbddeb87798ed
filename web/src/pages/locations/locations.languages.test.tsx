import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';

// Issue #37: the provider list and the clinics' page in the page's language; names and addresses stay.
describe.each<[Language, string, string]>([
  ['es', '/provider', 'Conozca a nuestros médicos y profesionales'],
  ['hy', '/provider', 'Ծանոթացեք մեր բժիշկներին և բուժաշխատողներին'],
  ['es', '/locations', 'Nuestras clínicas'],
  ['hy', '/locations', 'Մեր կլինիկաները'],
])('%s %s', (language, path, h1) => {
  it('is in the page language from its h1 on, names and addresses aside', async () => {
    const english = await renderedTexts(path, 'en');
    const translated = await renderedTexts(`/${language}${path}`, language);
    expect(translated.headings[0]).toBe(h1);
    expect(englishLeft(language, translated.texts, english.texts)).toEqual([]);
  }, 20_000);
});
