import { activeLanguage } from './catalog';
import type { Language } from './languages';

type Translated = Exclude<Language, 'en'>;

/**
 * The languages the roster names (content/providers.ts, in English), in CLDR's words for each translated language
 * (a test holds them to Node's Intl). Not Intl.DisplayNames at run time: Debian's Chromium has no Armenian and names
 * them in English, so a prerendered Armenian page would not hydrate.
 */
const NAMES: Readonly<Record<string, Readonly<Record<Translated, string>>>> = {
  Arabic: { es: 'árabe', hy: 'արաբերեն' },
  Armenian: { es: 'armenio', hy: 'հայերեն' },
  English: { es: 'inglés', hy: 'անգլերեն' },
  French: { es: 'francés', hy: 'ֆրանսերեն' },
  Hindi: { es: 'hindi', hy: 'հինդի' },
  Korean: { es: 'coreano', hy: 'կորեերեն' },
  Russian: { es: 'ruso', hy: 'ռուսերեն' },
  Spanish: { es: 'español', hy: 'իսպաներեն' },
  Tamil: { es: 'tamil', hy: 'թամիլերեն' },
  Vietnamese: { es: 'vietnamita', hy: 'վիետնամերեն' },
};

/** Whether the roster's English name of a language is translated here (a test holds every provider's to it). */
export const isKnownLanguageName = (name: string) => name in NAMES;

/**
 * The languages a provider speaks, named in the page's language ("English, Armenian" → "inglés, armenio",
 * "անգլերեն, հայերեն"); English pages keep the roster's words.
 */
export function spokenLanguages(roster: string, language: Language = activeLanguage()): string {
  if (language === 'en') return roster;
  return roster
    .split(', ')
    .map((name) => NAMES[name]?.[language] ?? name)
    .join(', ');
}
