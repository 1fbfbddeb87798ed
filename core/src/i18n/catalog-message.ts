import { englishText } from './english-texts';
import { fillMessage, type MessageValues } from './message-values';
import type { CoreCatalog, CoreMessageId } from './site-languages';

/**
 * A core text from a catalog the caller holds, placeholders filled. The web passes the one catalog its page loaded
 * (so a page never carries the other languages); the server reads `CORE_CATALOGS`.
 */
export function catalogMessage(catalog: CoreCatalog, id: CoreMessageId, values?: MessageValues): string {
  return fillMessage(catalog.messages[id], values);
}

/**
 * A text in the given catalog's language, or without one the English of its section of the English catalog. Taking
 * the section, not the whole English catalog, is what keeps a page that shows, say, the manage page's failures from
 * loading every text of the core (the sections are modules of their own: core.en.<section>.ts).
 */
export function sectionMessage<S extends Readonly<Record<string, string>>>(
  catalog: CoreCatalog | undefined,
  section: S,
  id: keyof S & CoreMessageId,
  values?: MessageValues,
): string {
  return catalog ? catalogMessage(catalog, id, values) : englishText(section, id, values);
}
