import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conciergeTiersContent, faqContent, ivTherapiesContent, servicesContent } from '../../content/page-content';
import { providers } from '../../content/providers';
import type { Language } from '../../i18n/languages';
import { renderApp } from '../../test-support/render-app';

const SLOW = { timeout: 10_000 };
const PLACEHOLDER: Record<Language, string> = {
  en: 'Search for services or providers...',
  es: 'Busque servicios o profesionales...',
  hy: 'Ծառայություն, բուժաշխատող...',
};
const speakers = (language: string) => providers.filter((p) => p.features.languages.includes(language)).map((p) => p.name);

async function searchIn(language: Language) {
  // In before the overlay opens (it downloads them on its first opening): a busy test machine is slow to import them.
  await Promise.all([servicesContent, faqContent, conciergeTiersContent, ivTherapiesContent].map((content) => content.load(language)));
  const { user } = renderApp(language === 'en' ? '/press' : `/${language}/press`);
  await screen.findByRole('heading', { level: 1 }, SLOW);
  await user.click(screen.getAllByRole('button', { name: /Search|Buscar|Որոն/ })[0] as HTMLElement);
  const input = await screen.findByPlaceholderText(PLACEHOLDER[language], {}, SLOW);
  const found = async (typed: string) => {
    await user.clear(input);
    await user.type(input, typed);
    const links = within(screen.getByRole('dialog')).queryAllByRole('link');
    return links.map((link) => link.textContent ?? '');
  };
  return found;
}

// Issue #37: the search speaks the page's language, ignores accents, and finds providers by the languages they speak.
describe('the site search in every language', () => {
  it.each<[Language, string, string]>([
    ['es', 'hipertension', 'Hipertensión'],
    ['es', 'ELECTROCARDIOGRAMA', 'Electrocardiograma (ECG)'],
    ['hy', 'գերճնշում', 'Զարկերակային գերճնշում'],
    // The concierge tiers and IV drips are searched in the page's language, as their pages show them.
    ['es', 'preferente', 'Medicina concierge'],
    ['es', 'inmunologico', 'Terapia intravenosa'],
    ['hy', 'Էքզեկյուտիվ', 'Կոնսիերժ բժշկություն'],
    ['hy', 'Մայերսի', 'Ներերակային թերապիա'],
  ])(
    '%s: "%s" finds %s',
    async (language, typed, title) => {
      const found = await searchIn(language);
      await waitFor(async () => expect((await found(typed)).join('\n')).toContain(title), SLOW);
    },
    20_000,
  );

  /** How a result names the language in each page's language. */
  const shown: Record<string, Record<Language, string>> = {
    Armenian: { en: 'Armenian', es: 'armenio', hy: 'հայերեն' },
    Spanish: { en: 'Spanish', es: 'español', hy: 'իսպաներեն' },
  };

  it.each<[Language, string, string]>([
    ['en', 'Հայերեն', 'Armenian'],
    ['es', 'armenio', 'Armenian'],
    ['es', 'Español', 'Spanish'],
    ['es', 'espanol', 'Spanish'],
    ['hy', 'Հայերեն', 'Armenian'],
    ['hy', 'armenian', 'Armenian'],
    ['hy', 'español', 'Spanish'],
  ])(
    '%s: "%s" finds every provider who speaks %s, and shows the languages they speak',
    async (language, typed, spoken) => {
      const found = await searchIn(language);
      const results = await found(typed);
      for (const name of speakers(spoken)) expect(results.find((text) => text.includes(name))).toBeDefined();
      expect(results.join('\n')).toContain(shown[spoken]?.[language]);
    },
    20_000,
  );
});
