import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type english from './catalogs/web.en.json';

/**
 * One catalog per language (decision 93): `catalogs/web.<language>.json`, English the source. The build compiles each
 * message with Lingui's ICU compiler (web/scripts/catalog-plugin.mjs); every catalog is a chunk of its own and a page
 * loads only its language's.
 */
export interface Catalog<Message = string> {
  language: Language;
  /** Whether a fluent reviewer approved it: production enables a language only once they have (README). */
  review: 'source' | 'not reviewed' | 'approved';
  messages: Record<MessageId, Message>;
}

export type MessageId = keyof (typeof english)['messages'];
type Messages = Readonly<Record<string, CompiledMessage>>;

const catalogs = import.meta.glob<{ default: Catalog<CompiledMessage> }>('./catalogs/web.*.json');

let active: { language: Language; messages: Messages } | undefined;

async function messagesOf(language: Language): Promise<Messages> {
  const load = catalogs[`./catalogs/web.${language}.json`] ?? catalogs[`./catalogs/web.${DEFAULT_LANGUAGE}.json`]!;
  return (await load()).default.messages;
}

/** Makes a loaded catalog the page's (tests hand theirs in; pages go through `activateLanguage`). */
export function setActiveMessages(language: Language, messages: Messages): void {
  active = { language, messages };
}

/** Loads and activates a language's catalog; called once per page, before the first render. */
export async function activateLanguage(language: Language): Promise<void> {
  setActiveMessages(language, await messagesOf(language));
}

/** The page's language, as its address gave it. */
export const activeLanguage = (): Language => active?.language ?? DEFAULT_LANGUAGE;

function translate(messages: Messages | undefined, language: Language, id: MessageId, values: MessageValues = {}): string {
  const message = messages?.[id];
  return message === undefined ? id : formatMessage(message, values, language);
}

/** A message of the page's catalog; `values` fill its ICU placeholders (`{count, plural, …}`, `{name}`). */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(active?.messages, activeLanguage(), id, values);
}

/**
 * Another language's messages, apart from the page's: only the offer to switch uses it, after the page is live,
 * to speak to the visitor in the language it offers.
 */
export async function messagesIn(language: Language): Promise<(id: MessageId) => string> {
  const messages = await messagesOf(language);
  return (id) => translate(messages, language, id);
}
