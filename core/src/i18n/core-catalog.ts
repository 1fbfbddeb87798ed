import { coreEnglish } from './catalogs/core.en';
import { coreArmenian } from './catalogs/core.hy';
import { coreSpanish } from './catalogs/core.es';
import type { CoreCatalog, CoreMessageId, SiteLanguageCode } from './site-languages';

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
