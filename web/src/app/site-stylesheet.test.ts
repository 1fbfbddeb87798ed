import { afterEach, describe, expect, it, vi } from 'vitest';
import { enableSiteStylesheet, STYLESHEET_WAIT_MS } from './site-stylesheet';

// jsdom fetches no stylesheet: each test plays the browser's load or error event on the link.
function linkedStylesheet(): HTMLLinkElement {
  document.head.insertAdjacentHTML('beforeend', '<link rel="stylesheet" href="/assets/style-1.css" media="not all" data-site-stylesheet>');
  return document.head.querySelector<HTMLLinkElement>('link[data-site-stylesheet]')!;
}
const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('enableSiteStylesheet: the full stylesheet a prerendered page links switched off', () => {
  it('switches it on and resolves once it has loaded', async () => {
    const link = linkedStylesheet();
    const done = settled(enableSiteStylesheet());
    expect(link.media).toBe('all');
    await turn();
    expect(done()).toBe(false);
    link.dispatchEvent(new Event('load'));
    await turn();
    expect(done()).toBe(true);
    link.remove();
  });

  it('asks once more for a stylesheet that failed, then resolves whatever happens', async () => {
    const first = linkedStylesheet();
    const done = settled(enableSiteStylesheet());
    first.dispatchEvent(new Event('error'));
    await turn();
    const second = document.head.querySelector<HTMLLinkElement>('link[data-site-stylesheet]')!;
    expect(second).not.toBe(first);
    expect([second.getAttribute('href'), second.media, first.isConnected]).toEqual(['/assets/style-1.css', 'all', false]);
    expect(done()).toBe(false);
    second.dispatchEvent(new Event('error'));
    await turn();
    expect(done()).toBe(true);
    second.remove();
  });

  describe('a stylesheet request that stalls', () => {
    afterEach(() => vi.useRealTimers());

    it('holds the app back no longer than STYLESHEET_WAIT_MS per attempt', async () => {
      vi.useFakeTimers();
      const first = linkedStylesheet();
      const done = settled(enableSiteStylesheet());
      await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS - 1);
      expect(done()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(first.isConnected).toBe(false);
      await vi.advanceTimersByTimeAsync(STYLESHEET_WAIT_MS);
      expect(done()).toBe(true);
      document.head.querySelector('link[data-site-stylesheet]')?.remove();
    });
  });

  it('resolves at once where the page links none (the dev server injects its CSS itself)', async () => {
    await expect(enableSiteStylesheet()).resolves.toBeUndefined();
  });
});
