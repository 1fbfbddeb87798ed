import { describe, expect, it } from 'vitest';
import { CORE_CATALOGS, coreMessage } from './core-catalog';
import { SITE_LANGUAGE_CODES } from './site-languages';

// The core's catalogs (decision 93): English is the source, each translation has its keys, none empty or English,
// the same placeholders, and its review status.
const english = CORE_CATALOGS.en.messages;
const placeholders = (message: string) => [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the core catalogs', () => {
  it.each(SITE_LANGUAGE_CODES.filter((language) => language !== 'en'))('%s translates every English message', (language) => {
    const catalog = CORE_CATALOGS[language];
    expect(catalog.language).toBe(language);
    expect(['not reviewed', 'approved']).toContain(catalog.review);
    expect(Object.keys(catalog.messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(catalog.messages)) {
      const source = english[id as keyof typeof english];
      expect(message.trim(), id).not.toBe('');
      expect(message, id).not.toBe(source);
      expect(placeholders(message), id).toEqual(placeholders(source));
    }
  });

  it('reads English, the source, for a language it does not know', () => {
    expect(CORE_CATALOGS.en.review).toBe('source');
    expect(coreMessage('fr', 'demo.notice')).toBe(english['demo.notice']);
    expect(coreMessage('es', 'demo.notice')).toBe('Sitio de demostración: las citas que se reservan aquí no son reales');
  });
});
