import { formatNumber } from './format-number';

/**
 * Fills a message the build compiled (Lingui's compiled form, web/scripts/catalog-plugin.mjs): plain text, or tokens
 * that are text, `[name]`, `[name, 'plural' | 'selectordinal' | 'select', cases]` or `[name, 'number']`. The ICU
 * parsing happened at build time; this is all of the i18n code a page carries (decision 93).
 */
export type CompiledMessage = string | readonly Token[];
type Token = string | readonly [name: string, type?: string, format?: Readonly<Record<string, CompiledMessage | number>>];

export type MessageValues = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCase(locale: string, ordinal: boolean, value: number, cases: Readonly<Record<string, unknown>>): string {
  const key = `${locale}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })));
  const offset = typeof cases.offset === 'number' ? cases.offset : 0;
  // An exact case (`=0 {…}`, compiled to the key "0") wins over the language's category.
  return String(value) in cases ? String(value) : rules.select(value - offset) in cases ? rules.select(value - offset) : 'other';
}

export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  if (typeof message === 'string') return message;
  const fill = (tokens: CompiledMessage, count?: string): string => {
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        // `#` in a plural case is the number, in the page's language.
        text += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, cases = {}] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const number = Number(value);
        const chosen = cases[pluralCase(locale, type === 'selectordinal', number, cases)];
        const offset = typeof cases.offset === 'number' ? cases.offset : 0;
        text += fill((chosen ?? '') as CompiledMessage, formatNumber(locale, number - offset));
      } else if (type === 'select') {
        text += fill((cases[String(value)] ?? cases.other ?? '') as CompiledMessage, count);
      } else if (type === 'number') {
        text += formatNumber(locale, Number(value));
      } else if (value !== undefined) {
        text += String(value);
      }
    }
    return text;
  };
  return fill(message);
}
