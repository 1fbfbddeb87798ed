import type { CoreCatalog } from '@clinic/core';
import { formatMessage, type CompiledMessage, type MessageValues } from './format-message';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { promiseForUse } from '../lib/promise-for-use';
import type english from './catalogs/web.en.json';

/**
 * One catalog per language (decision 93): `catalogs/web.<language>.json`, English the source. The build compiles each
 * message with Lingui's ICU compiler and splits each catalog (web/scripts/catalog-plugin.mjs): its base (the site's
 * chrome and pages), which every page loads, and one chunk per namespace, which only the part of the site that
 * speaks it loads (its ids start with the namespace: `booking.…`).
 */
export interface Catalog<Message = string> {
  language: Language;
  /** Whether a fluent reviewer approved it: production enables a language only once they have (README). */
  review: 'source' | 'not reviewed' | 'approved';
  messages: Record<MessageId, Message>;
}

export type MessageId = keyof (typeof english)['messages'];
type Messages = Readonly<Record<string, CompiledMessage>>;

/**
 * The parts split off the base (SPLIT_NAMESPACES of the plugin): the booking dialog's and its pages'; and `core`, the
 * core's texts in the page's language (its catalog, for what the core words in English: errors, outcomes).
 */
export type Namespace =
  | 'booking'
  | 'manage'
  | 'offer'
  | 'waitlist'
  | 'page'
  | 'home'
  | 'search'
  | 'core'
  // Pages with words of their own beside `page`'s: no other page loads them.
  | 'page.about'
  | 'page.vision'
  | 'page.contact'
  | 'page.press'
  | 'page.concierge'
  | 'page.iv'
  | 'page.provider'
  | 'page.location'
  | 'page.testimonials'
  | 'page.feedback';

interface BaseChunk {
  default: Catalog<CompiledMessage>;
  /** The language's namespace chunks, named by its base only: pages of other languages never list them. */
  namespaces: Record<Exclude<Namespace, 'core'>, () => Promise<{ default: Catalog<CompiledMessage> }>>;
  /** The core's catalog in this language; none for English, whose texts are the core's own. */
  core?: () => Promise<CoreCatalog>;
}

const bases = import.meta.glob<BaseChunk>('./catalogs/web.*.json', { query: '?ns=base' });

const baseOf = (language: Language): Promise<BaseChunk> =>
  (bases[`./catalogs/web.${language}.json`] ?? bases[`./catalogs/web.${DEFAULT_LANGUAGE}.json`]!)();

interface Active {
  language: Language;
  /** The namespaces loaded so far, merged: what `t()` reads. */
  messages: Record<string, CompiledMessage>;
  /** Each part asked for, by name ('base' included); a failed download is forgotten, so the next caller retries. */
  parts: Map<string, Promise<void>>;
  loaded: Set<string>;
  /** Handed in whole (tests): every namespace is in. */
  whole: boolean;
  /** Turns a finished English core text into the page's language; loaded with `core` (it carries every English text). */
  translate?: (text: string) => string;
}

let active: Active | undefined;
const fresh = (language: Language, whole = false): Active => ({ language, messages: {}, parts: new Map(), loaded: new Set(), whole });

/** Makes a catalog the page's, whole, every namespace counted in (tests hand theirs in; pages use `activateLanguage`). */
export function setActiveMessages(language: Language, messages: Messages, translate?: (text: string) => string): void {
  active = fresh(language, true);
  Object.assign(active.messages, messages);
  if (language !== 'en') active.translate = translate;
}

// The translator reads every English core text: English pages never load it, other languages with their catalog.
async function loadCore(state: Active, base: BaseChunk): Promise<void> {
  if (!base.core) return;
  const [core, { translateCoreText }] = await Promise.all([base.core(), import('@clinic/core/translate-core-text')]);
  state.translate = (text: string) => translateCoreText(core, text);
}

function load(state: Active, part: Namespace | 'base'): Promise<void> {
  let pending = state.parts.get(part);
  if (!pending) {
    pending = baseOf(state.language).then(
      async (base) => {
        if (part === 'core') await loadCore(state, base);
        else Object.assign(state.messages, (part === 'base' ? base : await base.namespaces[part]()).default.messages);
        state.loaded.add(part);
      },
      (error: unknown) => {
        state.parts.delete(part);
        throw error;
      },
    );
    state.parts.set(part, pending);
  }
  return pending;
}

/**
 * Makes `language` the page's at once (so namespaces asked for in the same task load in it) and loads its base
 * catalog; called once per page, before the first render.
 */
export function activateLanguage(language: Language): Promise<void> {
  if (active?.language !== language) active = fresh(language);
  return load(active, 'base');
}

/** Loads namespaces of the page's language beside what is in; at once for those already in. */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  const state = (active ??= fresh(DEFAULT_LANGUAGE));
  if (state.whole) return Promise.resolve();
  return Promise.all(namespaces.map((namespace) => (state.loaded.has(namespace) ? undefined : load(state, namespace)))).then(
    () => undefined,
  );
}

const ready = new WeakMap<Active, Map<string, Promise<void>>>();

/**
 * The namespaces in, for React's `use` in a part of a page below the fold (the home page's bands): the part
 * suspends until its words are in, so they leave the first load; the prerender waits for them and hydration keeps
 * the part's server HTML meanwhile. One promise per page language and namespaces, settled at once when they are in.
 */
export function namespacesReady(namespaces: readonly Namespace[]): Promise<void> {
  const state = (active ??= fresh(DEFAULT_LANGUAGE));
  const byKey = ready.get(state) ?? new Map<string, Promise<void>>();
  ready.set(state, byKey);
  return promiseForUse(
    byKey,
    namespaces.join(' '),
    () => (namespacesLoaded(namespaces) ? { value: undefined } : undefined),
    () => loadNamespaces(namespaces),
  );
}

/** Whether `t()` already speaks these namespaces (a chunk loaded with them then renders at once). */
export const namespacesLoaded = (namespaces: readonly Namespace[]): boolean =>
  !!active && (active.whole || namespaces.every((namespace) => active?.loaded.has(namespace)));

/** The core's English-to-page-language translator, once `core` is loaded (web/src/i18n/core-text.ts reads it). */
export const loadedCoreTranslator = (): ((text: string) => string) | undefined => active?.translate;

/** The page's language, as its address gave it. */
export const activeLanguage = (): Language => active?.language ?? DEFAULT_LANGUAGE;

function translate(messages: Messages | undefined, language: Language, id: MessageId, values: MessageValues = {}): string {
  const message = messages?.[id];
  return message === undefined ? id : formatMessage(message, values, language);
}

/** A message of the page's loaded parts; `values` fill its ICU placeholders (`{count, plural, …}`, `{name}`). */
export function t(id: MessageId, values?: MessageValues): string {
  return translate(active?.messages, activeLanguage(), id, values);
}

/**
 * Another language's chrome, apart from the page's: only the offer to switch uses it, after the page is live,
 * to speak to the visitor in the language it offers.
 */
export async function messagesIn(language: Language): Promise<(id: MessageId) => string> {
  const { messages } = (await baseOf(language)).default;
  return (id) => translate(messages, language, id);
}
