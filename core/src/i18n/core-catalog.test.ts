import { describe, expect, it } from 'vitest';
import { CORE_CATALOGS, coreMessage } from './core-catalog';
import { SITE_LANGUAGE_CODES } from './site-languages';

// The core's catalogs (decision 93, 99): English is the source; each translation has exactly its keys, none empty,
// the same placeholders, no English left in it beyond the listed words, Armenian in Armenian letters.
const english = CORE_CATALOGS.en.messages as Record<string, string>;
const TRANSLATIONS = SITE_LANGUAGE_CODES.filter((language) => language !== 'en');
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const withoutPlaceholders = (message: string) => message.replace(/\{\w+\}/g, ' ');
const latinWords = (message: string) => withoutPlaceholders(message).match(/\p{Script=Latin}+/gu) ?? [];

/** Place and brand names, athena's parameter names a client rule quotes, and the "IV" of IV therapy. */
const NAMES = ['glendale', 'la', 'canada', 'burbank', 'iv', 'departmentid', 'firstname', 'lastname', 'dob', 'email', 'phonenumber'];

/** Latin words a translation may keep (lower case): the names, and the words a language spells as English does. */
const KEPT_WORDS: Record<(typeof TRANSLATIONS)[number], readonly string[]> = {
  es: [...NAMES, 'no', 'a', 'e', 'error', 'use', 'control', 'concierge', 'mm', 'dd'],
  hy: NAMES,
};
const englishWords = new Set(
  Object.values(english)
    .flatMap(latinWords)
    .map((word) => word.toLowerCase()),
);

describe('the core catalogs', () => {
  it('mark English the source and every translation with its review status', () => {
    expect(CORE_CATALOGS.en.review).toBe('source');
    for (const language of TRANSLATIONS) {
      expect(CORE_CATALOGS[language].language).toBe(language);
      expect(['not reviewed', 'approved']).toContain(CORE_CATALOGS[language].review);
    }
  });

  it.each(TRANSLATIONS)('%s has exactly the English keys, none empty', (language) => {
    const messages = CORE_CATALOGS[language].messages as Record<string, string>;
    expect(Object.keys(messages).filter((id) => !(id in english))).toEqual([]);
    expect(Object.keys(english).filter((id) => !(id in messages))).toEqual([]);
    expect(Object.keys(messages).filter((id) => !messages[id]?.trim())).toEqual([]);
    expect(Object.keys(english).filter((id) => !english[id]?.trim())).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s keeps every placeholder of the English message, and adds none', (language) => {
    const messages = CORE_CATALOGS[language].messages as Record<string, string>;
    const lost = Object.keys(english).filter((id) => placeholders(messages[id] ?? '').join() !== placeholders(english[id]!).join());
    expect(lost).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s leaves no English in a message, beyond the listed words', (language) => {
    const kept = new Set(KEPT_WORDS[language]);
    const messages = CORE_CATALOGS[language].messages as Record<string, string>;
    const left = Object.entries(messages).flatMap(([id, message]) =>
      latinWords(message)
        .filter((word) => englishWords.has(word.toLowerCase()) && !kept.has(word.toLowerCase()))
        .map((word) => `${id}: ${word}`),
    );
    expect(left).toEqual([]);
    expect(Object.keys(english).filter((id) => messages[id] === english[id])).toEqual([]);
  });

  it('writes Armenian in Armenian letters, Latin only for the listed words', () => {
    const kept = new Set(KEPT_WORDS.hy);
    const messages = CORE_CATALOGS.hy.messages as Record<string, string>;
    expect(Object.keys(messages).filter((id) => !/[\u0531-\u058f]/.test(withoutPlaceholders(messages[id]!)))).toEqual([]);
    const latin = Object.entries(messages).flatMap(([id, message]) =>
      latinWords(message)
        .filter((word) => !kept.has(word.toLowerCase()))
        .map((word) => `${id}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('reads English, the source, for a language it does not know, and fills the values', () => {
    expect(coreMessage('fr', 'demo.notice')).toBe(english['demo.notice']);
    expect(coreMessage('es', 'demo.notice')).toBe('Sitio de demostración: las citas que se programan aquí no son reales');
    expect(coreMessage('es', 'manage.error.APPOINTMENT_NOT_FOUND')).toBe('No encontramos esa cita. Llámenos al (818) 555-0142.');
    expect(coreMessage('hy', 'timeFirst.count.other', { count: 4 })).toBe('Հասանելի է 4 ժամ');
    expect(coreMessage('en', 'mail.hello', { name: 'Ana' })).toBe('Hello Ana,');
  });
});
