import { catalogMessage } from './catalog-message';
import { coreEnglish } from './catalogs/core.en';
import { coreArmenian } from './catalogs/core.hy';
import { coreSpanish } from './catalogs/core.es';
import type { MessageValues } from './message-values';
import type { CoreCatalog, CoreMessageId, SiteLanguageCode } from './site-languages';

/** Every catalog of the core, by language. Drivers that serve one language read only its entry. */
export const CORE_CATALOGS: Readonly<Record<SiteLanguageCode, CoreCatalog>> = {
  en: coreEnglish,
  es: coreSpanish,
  hy: coreArmenian,
};

/** A language's catalog; an unknown language reads English, the source. */
export function coreCatalog(language: string): CoreCatalog {
  return CORE_CATALOGS[language as SiteLanguageCode] ?? coreEnglish;
}

/** A core text in a language, placeholders filled (`{phone}` and the limits fill themselves). */
export function coreMessage(language: string, id: CoreMessageId, values?: MessageValues): string {
  return catalogMessage(coreCatalog(language), id, values);
}
