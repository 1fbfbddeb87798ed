import { describe, expect, it, vi } from 'vitest';
import { activateCatalog } from '../test-support/catalogs';
import { lazyPage, type PageModule } from './lazy-page';

function fakeContent() {
  const loaded = new Set<string>();
  return {
    load: vi.fn((language: string) => {
      loaded.add(language);
      return Promise.resolve({});
    }),
    isLoaded: (language: string) => loaded.has(language),
    source: (language: string) => `src/content/fake.${language}.ts`,
  };
}

describe('a page and its content (decision 98)', () => {
  it('is ready only once its content in the page language is in, which preload loads with the chunk', async () => {
    const content = fakeContent();
    const Page = () => null;
    const page = lazyPage(() => Promise.resolve({ default: Page, content: [content] } satisfies PageModule));
    activateCatalog('hy');
    expect(page.loaded()).toBeUndefined();
    await expect(page.preload('hy')).resolves.toBe(Page);
    expect(content.load).toHaveBeenCalledTimes(1);
    expect(content.load).toHaveBeenCalledWith('hy', expect.any(Function));
    expect(page.loaded()).toBe(Page);
    expect(page.contentSources('hy')).toEqual(['src/content/fake.hy.ts']);
    // Another language's page (the prerender renders them one after another) waits for its own content.
    activateCatalog('es');
    expect(page.loaded()).toBeUndefined();
  });

  it('loads the content of the page language when not told (a navigation in the app)', async () => {
    const content = fakeContent();
    const page = lazyPage(() => Promise.resolve({ default: () => null, content: [content] }));
    activateCatalog('es');
    await page.preload();
    expect(content.load.mock.calls.map(([language]) => language)).toEqual(['es']);
  });
});
