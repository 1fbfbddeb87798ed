import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { CORE_CATALOGS, translateCoreText } from '@clinic/core';
import { setActiveMessages, type Catalog } from '../i18n/catalog';
import type { CompiledMessage } from '../i18n/format-message';
import type { Language } from '../i18n/languages';
import english from '../i18n/catalogs/web.en.json';
import armenian from '../i18n/catalogs/web.hy.json';
import spanish from '../i18n/catalogs/web.es.json';

/** Every catalog as written (ICU text), by language: what the catalog test reads. */
export const CATALOGS: Readonly<Record<Language, Catalog>> = {
  en: english as Catalog,
  es: spanish as Catalog,
  hy: armenian as Catalog,
};

/** Compiles a catalog as the build does (web/scripts/catalog-plugin.mjs) and makes it the page's. */
export function activateCatalog(language: Language): void {
  const compiled = Object.entries(CATALOGS[language].messages).map(([id, icu]) => [id, compileMessageOrThrow(icu) as CompiledMessage]);
  const core = CORE_CATALOGS[language];
  setActiveMessages(language, Object.fromEntries(compiled), (text) => translateCoreText(core, text));
}

/** The English catalog, what tests read pages in unless they switch. */
export const activateEnglish = () => activateCatalog('en');
