import { screen } from '@testing-library/react';
import { formatAddress, locations } from '../content/locations';
import { providers } from '../content/providers';
import { PHONE_DISPLAY, SITE_NAME } from '../content/site';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { initialsOf } from '../components/content/provider-avatar';
import { renderApp } from './render-app';

/**
 * What a page says in its own language: its text and the names it gives controls and images, without what is marked
 * as another language (the switcher's names, an offer in the visitor's language) and the test's location probe.
 */
function textsOf(root: HTMLElement, language: string): string[] {
  const own = (element: Element | null) =>
    !element?.closest('[data-testid="location"], script') &&
    [language, undefined].includes(element?.closest('[lang]')?.getAttribute('lang') ?? undefined);
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (own(node.parentElement)) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label], [alt], [title]'))
    if (own(element)) for (const attribute of ['aria-label', 'alt', 'title']) texts.push(element.getAttribute(attribute) ?? '');
  return texts.map((text) => text.trim()).filter((text) => /[A-Za-z]{2}/.test(text));
}

/**
 * Words a translated page shows as English does, by design: names (the practice, the clinics and their addresses,
 * the providers and their initials, the languages in their own script), the phone number, and social networks' names.
 */
const NOT_TRANSLATED = new Set<string>([
  SITE_NAME,
  PHONE_DISPLAY,
  ...Object.values(LANGUAGE_NAMES),
  ...locations.flatMap((l) => [l.name, l.address.street, `${l.address.city} ${l.address.state} ${l.address.zip}`, formatAddress(l)]),
  ...providers.flatMap((p) => [p.name, initialsOf(p.name)]),
  'CA',
  'Facebook',
  'Instagram',
  'X',
  'LinkedIn',
  'YouTube',
]);

/**
 * What the site says at `path` in `language` (textsOf), and its headings, once its h1 and what `ready` waits for are in:
 * to compare a translated page with the English one.
 */
export async function renderedTexts(path: string, language: string, ready: () => Promise<unknown> = async () => undefined) {
  const { container, unmount } = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await ready();
  const texts = textsOf(container, language);
  const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
  unmount();
  return { texts, headings };
}

/** Words a language spells as English does (the Services menu's "Diabetes" in Spanish). */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = { es: ['Blog', 'Diabetes'] };

/**
 * The texts of a page in `language` also on its English page, but for names, the words the language spells the same,
 * and what `allowed` lets through.
 */
export function englishLeft(
  language: string,
  translated: readonly string[],
  english: readonly string[],
  allowed: (text: string) => boolean = () => false,
): string[] {
  const source = new Set(english);
  const same = SAME_AS_ENGLISH[language] ?? [];
  return [...new Set(translated.filter((text) => source.has(text) && !NOT_TRANSLATED.has(text) && !same.includes(text) && !allowed(text)))];
}
