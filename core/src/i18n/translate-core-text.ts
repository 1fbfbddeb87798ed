import { coreEnglish } from './catalogs/core.en';
import { fillMessage, STANDING_VALUES } from './message-values';
import type { CoreCatalog, CoreMessageId } from './site-languages';

interface EnglishPattern {
  id: CoreMessageId;
  pattern: RegExp;
  names: string[];
}

let patterns: EnglishPattern[] | undefined;

// Each English message as a pattern: standing values (phone, limits) as written, every other placeholder any text.
function englishPatterns(): EnglishPattern[] {
  patterns ??= (Object.entries(coreEnglish.messages) as [CoreMessageId, string][])
    .map(([id, template]) => {
      const names: string[] = [];
      const source = template
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (name === undefined) return escape(part);
          if (STANDING_VALUES[name] !== undefined) return escape(String(STANDING_VALUES[name]));
          names.push(name);
          return '([\\s\\S]*)';
        })
        .join('');
      return { id, pattern: new RegExp(`^${source}$`), names };
    })
    // Fixed texts first, so "Failed to load providers. Please try again." never reads as a template's detail.
    .sort((a, b) => a.names.length - b.names.length);
  return patterns;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text the core wrote in English (a form error, a step's message, a scheduler failure), in the catalog's language;
 * a text that is no core message (athena's own words) comes back as it is. Lets a driver translate where the core
 * hands it a finished English sentence.
 */
export function translateCoreText(catalog: CoreCatalog, text: string): string {
  if (catalog.language === 'en') return text;
  for (const { id, pattern, names } of englishPatterns()) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A value may itself be a core text: "Failed to create patient insurance: Insurance package ID is required".
    const values = Object.fromEntries(names.map((name, i) => [name, translateCoreText(catalog, match[i + 1] ?? '')]));
    return fillMessage(catalog.messages[id], values);
  }
  return text;
}
