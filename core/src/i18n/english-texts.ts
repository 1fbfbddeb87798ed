import { fillMessage, type MessageValues } from './message-values';

type Section = Readonly<Record<string, string>>;

/** The ids of a section right under `prefix` (one level: `manage.text.` takes `manage.text.reason`), by their last part. */
type TextsUnder<S extends Section, P extends string> = {
  [K in keyof S & string as K extends `${P}${infer Name}` ? (Name extends `${string}.${string}` ? never : Name) : never]: string;
};

/** One English text of a section of the English catalog (core.en.ts), placeholders filled. */
export function englishText<S extends Section>(section: S, id: keyof S & string, values?: MessageValues): string {
  return fillMessage(section[id]!, values);
}

/**
 * The English texts right under an id prefix, by name: `englishTextsUnder(manageEnglish, 'manage.text.')` is
 * `{ codeSent, cancelled, … }`. The exported constants (MANAGE_TEXTS, SEARCH_MESSAGES, …) are made so: their words
 * live in the catalog once, and a constant reads only its section, so a page showing it loads only that section.
 */
export function englishTextsUnder<S extends Section, P extends string>(section: S, prefix: P, values?: MessageValues): TextsUnder<S, P> {
  const under = Object.keys(section).filter((id) => id.startsWith(prefix) && !id.slice(prefix.length).includes('.'));
  return Object.fromEntries(under.map((id) => [id.slice(prefix.length), englishText(section, id, values)])) as TextsUnder<S, P>;
}
