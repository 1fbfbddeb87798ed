import type { coreEnglish } from './catalogs/core.en';

/** The site's languages (the web's `LANGUAGES` is this list; decision 93). English is the source and the default. */
export const SITE_LANGUAGE_CODES = ['en', 'es', 'hy'] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];

export type CoreMessageId = keyof (typeof coreEnglish)['messages'];

/** One language's translation of the core's texts: every English key, each a message, and whether it was reviewed. */
export interface CoreCatalog {
  language: SiteLanguageCode;
  review: 'source' | 'not reviewed' | 'approved';
  messages: Readonly<Record<CoreMessageId, string>>;
}
