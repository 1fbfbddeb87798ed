import { locations } from '../content/locations';
import { providers } from '../content/providers';
import { PHONE_DISPLAY, SITE_NAME } from '../content/site';
import { LANGUAGE_NAMES } from '../i18n/languages';

/**
 * What a page says in its own language: its text and the names it gives controls and images, without what is marked
 * as another language (the switcher's names, an offer in the visitor's language) and the test's location probe.
 */
export function textsOf(root: HTMLElement, language: string): string[] {
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
 * the providers, the languages in their own script), the phone number, and social networks' names.
 */
export const NOT_TRANSLATED = new Set<string>([
  SITE_NAME,
  PHONE_DISPLAY,
  ...Object.values(LANGUAGE_NAMES),
  ...locations.flatMap((l) => [l.name, l.address.street, `${l.address.city} ${l.address.state} ${l.address.zip}`]),
  ...providers.map((p) => p.name),
  'CA',
  'Facebook',
  'Instagram',
  'X',
  'LinkedIn',
  'YouTube',
]);
