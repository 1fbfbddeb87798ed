import { activeLanguage } from './catalog';
import type { Language } from './languages';

/** The languages the roster names (content/providers.ts, in English), by their codes. */
const CODES: Readonly<Record<string, string>> = {
  Arabic: 'ar',
  Armenian: 'hy',
  English: 'en',
  French: 'fr',
  Hindi: 'hi',
  Korean: 'ko',
  Russian: 'ru',
  Spanish: 'es',
  Tamil: 'ta',
  Vietnamese: 'vi',
};

/** Whether the roster's English name of a language has a code here (a test holds every provider's to it). */
export const isKnownLanguageName = (name: string) => name in CODES;

/**
 * The languages a provider speaks, named in the page's language by Intl ("English, Armenian" → "inglés, armenio",
 * "անգլերեն, հայերեն"); English pages keep the roster's words.
 */
export function spokenLanguages(roster: string, language: Language = activeLanguage()): string {
  if (language === 'en') return roster;
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return roster
    .split(', ')
    .map((name) => (CODES[name] ? (names.of(CODES[name]) ?? name) : name))
    .join(', ');
}
