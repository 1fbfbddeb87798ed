import type { coreEnglish } from './catalogs/core.en';

/** The site's languages (the web's `LANGUAGES` is this list; decision 93). English is the source and the default. */
export const SITE_LANGUAGE_CODES = ['en', 'es', 'hy'] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];

/**
 * The header the browser names its page's language with on every call to the proxy, /api/manage and /api/waitlist
 * (decision 99). A display preference, not patient data: it may be a log or metric label.
 */
export const SITE_LANGUAGE_HEADER = 'x-site-language';

export type CoreMessageId = keyof (typeof coreEnglish)['messages'];

/** One language's translation of the core's texts: every English key, each a message, and whether it was reviewed. */
export interface CoreCatalog {
  language: SiteLanguageCode;
  review: 'source' | 'not reviewed' | 'approved';
  messages: Readonly<Record<CoreMessageId, string>>;
}
