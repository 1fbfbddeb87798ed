import { coreEnglish } from './catalogs/core.en';
import { coreArmenian } from './catalogs/core.hy';
import { coreSpanish } from './catalogs/core.es';

/** The site's languages as the core knows them (the web's `LANGUAGES` says the same; decision 93). */
export const SITE_LANGUAGE_CODES = ['en', 'es', 'hy'] as const;
export type SiteLanguageCode = (typeof SITE_LANGUAGE_CODES)[number];

export type CoreMessageId = keyof (typeof coreEnglish)['messages'];

/** One language's translation of the core's texts: every English key, each a message, and whether it was reviewed. */
export interface CoreCatalog {
  language: SiteLanguageCode;
  review: 'source' | 'not reviewed' | 'approved';
  messages: Readonly<Record<CoreMessageId, string>>;
}

/** Every catalog of the core, by language. Drivers that serve one language read only its entry. */
export const CORE_CATALOGS: Readonly<Record<SiteLanguageCode, CoreCatalog>> = {
  en: coreEnglish,
  es: coreSpanish,
  hy: coreArmenian,
};

/** A core text in a language; an unknown language reads English, the source. */
export function coreMessage(language: string, id: CoreMessageId): string {
  const catalog = CORE_CATALOGS[language as SiteLanguageCode] ?? coreEnglish;
  return catalog.messages[id];
}
