import { SITE_LANGUAGE_CODES, type SiteLanguageCode } from '@clinic/core';

/**
 * The site's languages (issue #37, decision 94): English unprefixed, the others under `/<code>/`. The order is the
 * switcher's. Each is named in its own script, as a reader looking for their language expects to find it.
 */
export const LANGUAGES = SITE_LANGUAGE_CODES;
export type Language = SiteLanguageCode;

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español', hy: 'Հայերեն' };

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

const PREFIXED = /^\/(es|hy)(?=\/|$)/;

/** The language an address is in: its first segment when that is a language code, else English. */
export function languageOfPath(pathname: string): Language {
  const code = PREFIXED.exec(pathname)?.[1];
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/** The router's basename for a language: every `<Link to="/services">` of a Spanish page then leads to `/es/services`. */
export function languageBase(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** The page an address shows, whatever its language: `/es/services/diabetes` → `/services/diabetes`, `/es` → `/`. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(PREFIXED, '') || '/';
}

/** The same page in another language: `/services/diabetes` in Armenian is `/hy/services/diabetes`; the home is `/hy`. */
export function localizedPath(path: string, language: Language): string {
  const page = withoutLanguage(path);
  const base = languageBase(language);
  if (!base) return page;
  return page === '/' ? base : `${base}${page}`;
}
