import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../test-support/catalogs';
import type { CompiledMessage } from './format-message';
import { LANGUAGES } from './languages';

// The web catalogs (decision 93): English is the source (the specs' words); every other language has exactly its
// keys, none empty, each valid ICU with the same placeholders, and none left in English.
const english = CATALOGS.en.messages as Record<string, string>;
const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'en');

/**
 * Messages a translation may spell as English does: the same word in that language. Names, addresses, brand words
 * and the phone number are never in a catalog (they are values), so they need no entry here.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['nav.blog'],
  hy: [],
};

/** Every placeholder a compiled message names, plural and select arguments included, with their kinds. */
function placeholders(message: CompiledMessage, into = new Set<string>()): Set<string> {
  if (typeof message === 'string') return into;
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token;
    into.add(type ? `${name}:${type}` : name);
    for (const [key, branch] of Object.entries(cases ?? {})) if (key !== 'offset') placeholders(branch as CompiledMessage, into);
  }
  return into;
}

/** plural, selectordinal and select without their `other` case: ICU requires it, and a missing case prints nothing. */
function casesWithoutOther(message: CompiledMessage): string[] {
  if (typeof message === 'string') return [];
  return message.flatMap((token) => {
    if (typeof token === 'string' || !token[1] || token[1] === 'number') return [];
    const cases = token[2] ?? {};
    const own = 'other' in cases ? [] : [token[0]];
    return [
      ...own,
      ...Object.entries(cases).flatMap(([key, branch]) => (key === 'offset' ? [] : casesWithoutOther(branch as CompiledMessage))),
    ];
  });
}

describe('the web catalogs', () => {
  it('are one file per language, English marked the source and every translation with its review status', () => {
    const files = readdirSync(join(import.meta.dirname, 'catalogs')).sort();
    expect(files).toEqual(LANGUAGES.map((language) => `web.${language}.json`).sort());
    expect(CATALOGS.en.review).toBe('source');
    for (const language of TRANSLATIONS) expect(['not reviewed', 'approved'], language).toContain(CATALOGS[language].review);
    for (const language of LANGUAGES) expect(CATALOGS[language].language).toBe(language);
  });

  it.each(TRANSLATIONS)('%s has exactly the English keys, none empty', (language) => {
    const messages = CATALOGS[language].messages as Record<string, string>;
    const missing = Object.keys(english).filter((id) => !(id in messages));
    const extra = Object.keys(messages).filter((id) => !(id in english));
    const empty = Object.keys(messages).filter((id) => !messages[id]?.trim());
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it.each(LANGUAGES)('%s is valid ICU, every plural and select with its other case', (language) => {
    const invalid: string[] = [];
    for (const [id, message] of Object.entries(CATALOGS[language].messages as Record<string, string>)) {
      try {
        const compiled = compileMessageOrThrow(message) as CompiledMessage;
        invalid.push(...casesWithoutOther(compiled).map((name) => `${id}: {${name}} has no other case`));
      } catch (error) {
        invalid.push(`${id}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s keeps every placeholder of the English message, and adds none', (language) => {
    const messages = CATALOGS[language].messages as Record<string, string>;
    const lost = Object.keys(english).flatMap((id) => {
      const source = [...placeholders(compileMessageOrThrow(english[id]!) as CompiledMessage)].sort();
      const translated = [...placeholders(compileMessageOrThrow(messages[id] ?? '') as CompiledMessage)].sort();
      return source.join() === translated.join() ? [] : [`${id}: ${source.join(', ')} → ${translated.join(', ')}`];
    });
    expect(lost).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s leaves no message in English, beyond the words the language spells the same', (language) => {
    const messages = CATALOGS[language].messages as Record<string, string>;
    const same = Object.keys(english).filter((id) => messages[id] === english[id] && !SAME_AS_ENGLISH[language]?.includes(id));
    expect(same).toEqual([]);
  });

  it('writes Armenian in Armenian letters', () => {
    const latinOnly = Object.entries(CATALOGS.hy.messages as Record<string, string>)
      .filter(([, message]) => !/[\u0531-\u058f]/.test(message.replace(/\{[^}]*\}/g, '')))
      .map(([id]) => id);
    expect(latinOnly).toEqual([]);
  });

  it('is what the code asks for: every key used, every key asked for there', () => {
    const used = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const match of readFileSync(path, 'utf8').matchAll(/\b(?:t|text|richMessage)\(\s*'([\w.]+)'/g)) used.add(match[1]!);
      }
    };
    walk(join(import.meta.dirname, '..'));
    expect([...used].filter((id) => !(id in english))).toEqual([]);
    expect(Object.keys(english).filter((id) => !used.has(id))).toEqual([]);
  });
});
