import { z } from 'zod';
import { SITE_LANGUAGE_CODES, type SiteLanguageCode } from './site-languages';

// Apart from site-languages.ts, which the web's first load reads: zod stays out of that chunk.
const siteLanguageSchema = z.enum(SITE_LANGUAGE_CODES).catch('en');

/** The site language a header (or any untrusted value) names; missing, repeated or unknown is English. */
export function parseSiteLanguage(value: unknown): SiteLanguageCode {
  return siteLanguageSchema.parse(typeof value === 'string' ? value.trim().toLowerCase() : value);
}
