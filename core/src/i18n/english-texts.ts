import { fillMessage, type MessageValues } from './message-values';

type Section = Readonly<Record<string, string>>;

/**
 * One English text of a section of the English catalog (core.en.ts), placeholders filled. The English constants
 * read their section, not the whole catalog, so a page showing one of them loads only that section.
 */
export function englishText<S extends Section>(section: S, id: keyof S & string, values?: MessageValues): string {
  return fillMessage(section[id]!, values);
}

/** An object of English texts from an object of ids of one section: how the exported constants keep their shape. */
export function englishTexts<S extends Section, const K extends string>(
  section: S,
  ids: Readonly<Record<K, keyof S & string>>,
  values?: MessageValues,
): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(ids).map(([key, id]) => [key, englishText(section, id, values)])) as Record<K, string>;
}
