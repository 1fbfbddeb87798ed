import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyTaps, takeEarlyClick } from './early-clicks';
import { redeliverStoppedTaps } from './stopped-taps';

const status = () => document.querySelector('[role="status"]');

/** A root that stops clicks as React does on a part it cannot hydrate yet, until `hydrate()`; counts what it took. */
function rootStoppingClicksUntilHydrated() {
  document.body.innerHTML =
    '<div id="root"><section><button type="button" data-book-button="">SCHEDULE YOUR VISIT</button><button type="button">Menu</button></section></div>';
  const root = document.getElementById('root')!;
  let hydrated = false;
  const taken: string[] = [];
  root.addEventListener('click', (event) => !hydrated && event.stopPropagation(), true);
  root.addEventListener('click', (event) => taken.push((event.target as HTMLElement).textContent ?? ''));
  const [book, menu] = [...document.querySelectorAll('button')];
  return { book: book!, menu: menu!, taken, hydrate: () => (hydrated = true) };
}

const listeners: { type: string; listener: EventListenerOrEventListenerObject }[] = [];
const realAdd = window.addEventListener.bind(window);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const { type, listener } of listeners.splice(0)) window.removeEventListener(type, listener, true);
  takeEarlyClick();
  delete window.clinicEarlyTaps;
  document.body.innerHTML = '';
});

/** The watcher, its window listener removed after each test. */
function watch() {
  vi.spyOn(window, 'addEventListener').mockImplementationOnce((type, listener, options) => {
    listeners.push({ type, listener: listener! });
    realAdd(type, listener!, options);
  });
  return redeliverStoppedTaps();
}

describe('taps React stops while a part of the page waits for its content (decision 109)', () => {
  it('answers a stopped booking tap with "Loading..." and clicks it again once that part has hydrated, once', () => {
    vi.useFakeTimers();
    recordEarlyTaps();
    takeEarlyClick();
    watch();
    const { book, taken, hydrate } = rootStoppingClicksUntilHydrated();
    book.click();
    vi.advanceTimersByTime(0);
    expect(status()?.textContent).toBe('Loading...');
    vi.advanceTimersByTime(1000);
    expect(taken).toEqual([]);
    hydrate();
    vi.advanceTimersByTime(1000);
    expect(taken).toEqual(['SCHEDULE YOUR VISIT']);
    expect(status()).toBeNull();
  });

  it('leaves a tap that got through alone, and a later one that got through ends the wait for a stopped one', () => {
    vi.useFakeTimers();
    recordEarlyTaps();
    takeEarlyClick();
    watch();
    const { book, menu, taken, hydrate } = rootStoppingClicksUntilHydrated();
    book.click();
    vi.advanceTimersByTime(0);
    hydrate();
    menu.click();
    vi.advanceTimersByTime(1000);
    expect(taken).toEqual(['Menu']);
    expect(status()).toBeNull();
  });

  it('gives a tap up when its part of the page never hydrates', () => {
    vi.useFakeTimers();
    recordEarlyTaps();
    takeEarlyClick();
    watch();
    const { book, taken } = rootStoppingClicksUntilHydrated();
    book.click();
    vi.advanceTimersByTime(25_000);
    expect(taken).toEqual([]);
    expect(status()).toBeNull();
  });

  it('replays a button tapped before hydration until it gets through, and ends "Loading..." when there is none', () => {
    vi.useFakeTimers();
    const { book, taken, hydrate } = rootStoppingClicksUntilHydrated();
    recordEarlyTaps();
    book.click();
    expect(status()).not.toBeNull();
    const stopped = watch();
    stopped.replay(takeEarlyClick());
    vi.advanceTimersByTime(500);
    expect(status()).not.toBeNull();
    hydrate();
    vi.advanceTimersByTime(500);
    expect(taken).toEqual(['SCHEDULE YOUR VISIT']);
    expect(status()).toBeNull();
    recordEarlyTaps().loading(book);
    stopped.replay(undefined);
    expect(status()).toBeNull();
  });
});
