import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageModule } from './page-module';

const bootScript = (attributes: string) =>
  document.body.insertAdjacentHTML('beforeend', `<script type="text/plain" data-boot ${attributes}></script>`);

afterEach(() => document.querySelector('script[data-boot]')?.remove());

describe('preloadPageModule: the page chunk the prerender names on the boot script (decision 78)', () => {
  it('imports the chunk named by the boot script', () => {
    bootScript('data-page-module="/assets/blog.page-CGiq6s-0.js"');
    const load = vi.fn(() => Promise.resolve({}));
    preloadPageModule(document, load);
    expect(load).toHaveBeenCalledExactlyOnceWith('/assets/blog.page-CGiq6s-0.js');
  });

  it.each([
    ['another origin', 'https://cdn.example.com/assets/blog.page.js'],
    ['a protocol-relative address', '//cdn.example.com/assets/blog.page.js'],
    ['a path outside the build', '/api/blog.page.js'],
    ['a path that climbs out of it', '/assets/../api/x.js'],
  ])('imports nothing from %s', (_what, url) => {
    bootScript(`data-page-module="${url}"`);
    const load = vi.fn(() => Promise.resolve({}));
    preloadPageModule(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('does nothing on a page without the attribute (Vite dev server, a redirect)', () => {
    bootScript('');
    const load = vi.fn(() => Promise.resolve({}));
    preloadPageModule(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed download to the app: no unhandled rejection', async () => {
    bootScript('data-page-module="/assets/gone-after-a-deploy.js"');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    let fail: (error: Error) => void = () => undefined;
    preloadPageModule(document, () => new Promise((_resolve, reject) => (fail = reject)));
    fail(new TypeError('Failed to fetch dynamically imported module'));
    // Node reports a rejection nobody handled once the microtasks after it have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
