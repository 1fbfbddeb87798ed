import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { englishLeft, renderedTexts } from '../../test-support/page-texts';
import { renderApp } from '../../test-support/render-app';

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

// Issue #37: a provider's languages on every card, named in the page's language.
it.each<[string, string]>([
  ['/es/provider', 'Idiomas: inglés, armenio, ruso'],
  ['/hy/provider', 'Լեզուներ՝ անգլերեն, հայերեն, ռուսերեն'],
])('%s shows each provider’s languages in the page language', async (path, line) => {
  renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const card = screen.getByRole('heading', { name: 'Armen Petrosyan, MD' }).closest('article');
  expect(card).toHaveTextContent(line);
});
