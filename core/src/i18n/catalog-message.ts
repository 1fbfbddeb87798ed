import { coreEnglish } from './catalogs/core.en';
import { fillMessage, type MessageValues } from './message-values';
import type { CoreCatalog, CoreMessageId } from './site-languages';

/**
 * A core text from a catalog the caller holds, placeholders filled. The web passes the one catalog its page loaded
 * (so a page never carries the other languages); the server reads `CORE_CATALOGS`.
 */
export function catalogMessage(catalog: CoreCatalog, id: CoreMessageId, values?: MessageValues): string {
  return fillMessage(catalog.messages[id], values);
}

/** A core text in English, the source: what the exported English constants are made of. */
export function englishMessage(id: CoreMessageId, values?: MessageValues): string {
  return fillMessage(coreEnglish.messages[id], values);
}

/** English as a catalog, the default of every function that takes one. */
export const ENGLISH_CATALOG: CoreCatalog = coreEnglish;
