import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/** localStorage key of the language a visitor chose: a display preference on this device, not patient data. */
const LANGUAGE_STORAGE_KEY = 'site-language';

/** The remembered choice, if any; anything else storage holds reads as none. */
export function readLanguageChoice(storage: Pick<Storage, 'getItem'> | null): Language | undefined {
  try {
    const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the choice; a full or disabled storage only means it is not remembered. */
export function storeLanguageChoice(storage: Pick<Storage, 'setItem'> | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Best effort by design.
  }
}

/** The first of the browser's languages (`es-MX`, `hy-AM`, `en-US`) the site has. */
export function preferredLanguage(browserLanguages: readonly string[]): Language | undefined {
  for (const tag of browserLanguages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return undefined;
}

/**
 * The language to offer a visitor on a page, if any: the one they chose before on this device, else (first visit)
 * Spanish or Armenian when their browser prefers it and the page is in another. Only ever an offer: a crawler, or a
 * visitor following a link to a Spanish page, gets the page they asked for. A browser set to English is no reason to
 * offer English on a Spanish page: many who read Spanish or Armenian best use one, and they chose the page.
 */
export function languageToOffer(page: Language, choice: Language | undefined, browserLanguages: readonly string[]): Language | undefined {
  const preferred = preferredLanguage(browserLanguages);
  const wanted = choice ?? (preferred === DEFAULT_LANGUAGE ? undefined : preferred);
  return wanted && wanted !== page ? wanted : undefined;
}
