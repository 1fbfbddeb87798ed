import { englishMessage } from './catalog-message';
import type { MessageValues } from './message-values';
import type { CoreMessageId } from './site-languages';

/**
 * An object of English texts from an object of catalog ids: how the exported English constants (SEARCH_MESSAGES,
 * MANAGE_MESSAGES, …) keep their shape while their words live in the English catalog.
 */
export function englishTexts<const K extends string>(ids: Readonly<Record<K, CoreMessageId>>, values?: MessageValues): Record<K, string> {
  return Object.fromEntries(Object.entries<CoreMessageId>(ids).map(([key, id]) => [key, englishMessage(id, values)])) as Record<K, string>;
}
