import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, RELOADED_FOR_KEY, chunkLoaded, importWithRetry, reloadForNewDeploy } from './chunk-loading';

const noWait = () => Promise.resolve();

describe('importWithRetry', () => {
  it('retries a failed download after 0.5 s and 1.5 s, and returns the module when a retry succeeds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ ok: 1 });
    const wait = vi.fn(noWait);
    await expect(importWithRetry(load, undefined, wait)).resolves.toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[500], [1500]]);
  });

  it('gives up after the retries with a ChunkLoadError carrying the last failure', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js');
    const load = vi.fn().mockRejectedValue(failure);
    const error = await importWithRetry(load, [1, 1], noWait).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(failure);
    expect((error as ChunkLoadError).message).not.toContain('assets');
    expect(load).toHaveBeenCalledTimes(3);
  });
});

function fakeBrowser({ online = true, reloadedFor }: { online?: boolean; reloadedFor?: string } = {}) {
  const storage = new Map<string, string>(reloadedFor ? [[RELOADED_FOR_KEY, reloadedFor]] : []);
  return {
    location: { href: 'https://site/about', assign: vi.fn() },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    },
    fetch: vi.fn(() => (online ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch')))),
    storage,
  };
}

describe('reloadForNewDeploy', () => {
  it('navigates to the address in full when the server answers (a deploy renamed the chunks)', async () => {
    const browser = fakeBrowser();
    await expect(reloadForNewDeploy('https://site/press', browser)).resolves.toBe(true);
    expect(browser.location.assign).toHaveBeenCalledWith('https://site/press');
    expect(browser.fetch).toHaveBeenCalledWith('https://site/press', { method: 'HEAD', cache: 'no-store' });
  });

  it('does not navigate offline, where the browser would only show its error page', async () => {
    const browser = fakeBrowser({ online: false });
    await expect(reloadForNewDeploy('https://site/press', browser)).resolves.toBe(false);
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('navigates only once per address, so a chunk that stays broken cannot loop', async () => {
    const browser = fakeBrowser({ reloadedFor: 'https://site/press' });
    await expect(reloadForNewDeploy('https://site/press', browser)).resolves.toBe(false);
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('may navigate again after a chunk loaded (the next deploy)', async () => {
    const browser = fakeBrowser({ reloadedFor: 'https://site/press' });
    chunkLoaded(browser);
    await expect(reloadForNewDeploy('https://site/press', browser)).resolves.toBe(true);
  });
});
