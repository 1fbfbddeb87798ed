import type { SiteLanguageCode } from '@clinic/core';

/**
 * athena's `language6392code` for a patient registered from a page in a site language (decision 99). athena reads
 * "the ISO 639.2 code ('T' or terminology code)", so Armenian is `hye`, not the bibliographic `arm`; Spanish is
 * `spa` in both. English registrations send nothing, as before the site had languages.
 */
const ATHENA_LANGUAGE_CODES: Readonly<Record<SiteLanguageCode, string | undefined>> = { en: undefined, es: 'spa', hy: 'hye' };

export function athenaLanguageCode(language: SiteLanguageCode): string | undefined {
  return ATHENA_LANGUAGE_CODES[language];
}
