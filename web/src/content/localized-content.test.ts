import { describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '../test-support/catalogs';
import { localizedContent } from './localized-content';
import * as english from './home/why-us';

describe('content in the page language (decision 98)', () => {
  it('loads the translation beside the English module, and only it', async () => {
    const loadEnglish = vi.fn(() => import('./home/why-us'));
    const content = localizedContent('home/why-us', loadEnglish);
    const spanish = await content.load('es');
    expect(spanish.REASONS[0]?.title).toBe('Médicos certificados');
    expect(loadEnglish).not.toHaveBeenCalled();
    expect(content.isLoaded('hy')).toBe(false);
    expect(content.source('es')).toBe('src/content/home/why-us.es.ts');
  });

  it('falls back to English for a language not translated yet', async () => {
    const content = localizedContent('not-translated', () => Promise.resolve(english));
    await expect(content.load('hy')).resolves.toBe(english);
    expect(content.source('hy')).toBe('src/content/not-translated.ts');
  });

  it('gives a page the content of its language, and refuses to render one that was not loaded first', async () => {
    const content = localizedContent('home/why-us', () => import('./home/why-us'));
    activateCatalog('hy');
    expect(() => content.current()).toThrow(/not loaded/);
    await content.load('hy');
    expect(content.current().REASONS[0]?.title).toBe('Հավաստագրված բժիշկներ');
    activateCatalog('en');
    expect(() => content.current()).toThrow(/not loaded/);
  });

  it('translates every English module with the same entries, carrying the same figures', async () => {
    for (const language of ['es', 'hy'] as const) {
      const translated = await localizedContent('home/why-us', () => import('./home/why-us')).load(language);
      expect(translated.REASONS).toHaveLength(english.REASONS.length);
      const figures = (text: string) => text.match(/\d[\d,. ]*/g)?.map((n) => n.replace(/\D/g, ''));
      translated.REASONS.forEach((reason, i) => expect(figures(reason.text)).toEqual(figures(english.REASONS[i]?.text ?? '')));
    }
  });
});
