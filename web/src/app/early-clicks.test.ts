import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyTaps, replayEarlyClick, takeEarlyClick } from './early-clicks';

const status = () => document.querySelector('[role="status"]');

// Each test's recorder listens on the one window for good (after hand-over, for the taps React stops): removed here.
const listening: Parameters<Window['removeEventListener']>[] = [];
beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<Window['addEventListener']>) => {
    listening.push(args);
    add(...args);
  });
});

afterEach(() => {
  for (const args of listening.splice(0)) window.removeEventListener(...args);
  vi.restoreAllMocks();
  vi.useRealTimers();
  window.clinicEarlyTaps?.done();
  delete window.clinicEarlyTaps;
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"], script[data-boot]').forEach((element) => element.remove());
});

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('early taps (a button tapped before the app has hydrated, decisions 27 and 88)', () => {
  it('hands the last tapped button to the app once, and records no tap the app takes after that', () => {
    document.body.innerHTML =
      '<button type="button">BOOK ONLINE</button><a href="/about"><span>About</span></a><button type="button"><span>Search</span></button>';
    const [book, search] = [...document.querySelectorAll('button')];
    recordEarlyTaps();
    book!.click();
    search!.querySelector('span')!.click();
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a span')!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a link works without the app
    expect(takeEarlyClick()).toBe(search);
    book!.click();
    expect(window.clinicEarlyTaps?.button).not.toBe(book);
  });

  it('answers a booking button at once with "Loading...", tells the boot script, and removes the box when done', () => {
    document.body.innerHTML =
      '<main><button type="button" data-book-button="">BOOK ONLINE</button><button type="button">Menu</button></main>';
    const [book, menu] = [...document.querySelectorAll('button')];
    const taps = recordEarlyTaps();
    taps.onBook = vi.fn();
    menu!.click();
    expect(status()).toBeNull();
    expect(taps.onBook).not.toHaveBeenCalled();
    book!.click();
    expect(status()?.textContent).toBe('Loading...');
    // Outside the markup React hydrates.
    expect(document.querySelector('main [role="status"]')).toBeNull();
    expect(taps.onBook).toHaveBeenCalledOnce();
    book!.click();
    expect(document.querySelectorAll('[role="status"]')).toHaveLength(1);
    taps.done();
    expect(status()).toBeNull();
  });

  it('says "Loading..." in the page language, the word the booking button carries in its mark (issue #37)', () => {
    document.body.innerHTML = '<button type="button" data-book-button="Բեռնվում է...">ԳՐԱՆՑՎԵԼ</button>';
    recordEarlyTaps();
    document.querySelector('button')!.click();
    expect(status()?.textContent).toBe('Բեռնվում է...');
  });

  it('keeps the browser from submitting a form the app submits, not one with an action of its own', () => {
    document.body.innerHTML =
      '<form id="app"><input name="email"><button>Send me a code</button></form>' +
      '<form id="native" action="/search"><button>Search</button></form>';
    recordEarlyTaps();
    const submitted: string[] = [];
    const cancelled = (event: Event) => submitted.push(`${(event.target as HTMLElement).id}:${event.defaultPrevented}`);
    // Bubbling listeners see what the recorder (capturing, on the window) decided.
    document.addEventListener('click', (e) => submitted.push(`click:${e.defaultPrevented}`));
    document.addEventListener('submit', (e) => {
      cancelled(e);
      e.preventDefault(); // jsdom does not navigate anyway
    });
    document.querySelector<HTMLButtonElement>('#app button')!.click();
    document.querySelector<HTMLFormElement>('#app')!.requestSubmit();
    document.querySelector<HTMLFormElement>('#native')!.requestSubmit();
    expect(submitted).toEqual(['click:true', 'app:true', 'native:false']);
    expect(takeEarlyClick()?.textContent).toBe('Send me a code');
  });

  it('records once per page: the boot script finds the inline copy and shares its record', () => {
    const inline = recordEarlyTaps();
    expect(recordEarlyTaps()).toBe(inline);
  });

  it("asks at once for every chunk of the site its page lists, the app's on any tap and the dialog's on a booking tap, each once", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="text/plain" data-boot data-app-modules="/assets/main-A1.js /assets/framework-B2.js https://cdn.example.com/assets/x.js /assets/../api/y.js" ' +
        'data-dialog-modules="/assets/booking-dialog-C3.js /assets/framework-B2.js"></script>',
    );
    document.body.innerHTML = '<button type="button">Menu</button><button type="button" data-book-button="">BOOK ONLINE</button>';
    const [menu, book] = [...document.querySelectorAll('button')];
    recordEarlyTaps();
    menu!.click();
    expect(preloaded()).toEqual(['/assets/main-A1.js', '/assets/framework-B2.js']);
    book!.click();
    book!.click();
    expect(preloaded()).toEqual(['/assets/main-A1.js', '/assets/framework-B2.js', '/assets/booking-dialog-C3.js']);
  });

  it('asks for nothing on a page without the lists (Vite dev server)', () => {
    document.body.innerHTML = '<button type="button" data-book-button="">BOOK ONLINE</button>';
    recordEarlyTaps().preload('app');
    document.querySelector('button')!.click();
    expect(preloaded()).toEqual([]);
  });
});

/** A root that stops clicks as React does on a part it cannot hydrate yet, until `hydrate()`; what it took. */
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

describe('taps React stops while a part of the page waits for its content (decision 109)', () => {
  beforeEach(() => vi.useFakeTimers());

  it('answers a stopped booking tap with "Loading..." and clicks it again once that part has hydrated, once', () => {
    const { book, taken, hydrate } = rootStoppingClicksUntilHydrated();
    recordEarlyTaps();
    takeEarlyClick();
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

  it('ends the wait for a stopped tap when a later one gets through', () => {
    const { book, menu, taken, hydrate } = rootStoppingClicksUntilHydrated();
    recordEarlyTaps();
    takeEarlyClick();
    book.click();
    vi.advanceTimersByTime(0);
    hydrate();
    menu.click();
    vi.advanceTimersByTime(1000);
    expect(taken).toEqual(['Menu']);
    expect(status()).toBeNull();
  });

  it('gives a stopped tap up when its part of the page never hydrates', () => {
    const { book, taken } = rootStoppingClicksUntilHydrated();
    recordEarlyTaps();
    takeEarlyClick();
    book.click();
    vi.advanceTimersByTime(25_000);
    expect(taken).toEqual([]);
    expect(status()).toBeNull();
  });

  it('replays a button tapped before hydration until it gets through, and ends "Loading..." when there is none', () => {
    const { book, taken, hydrate } = rootStoppingClicksUntilHydrated();
    const taps = recordEarlyTaps();
    book.click();
    replayEarlyClick(takeEarlyClick());
    vi.advanceTimersByTime(500);
    expect(status()).not.toBeNull();
    hydrate();
    vi.advanceTimersByTime(500);
    expect(taken).toEqual(['SCHEDULE YOUR VISIT']);
    expect(status()).toBeNull();
    book.click(); // got through: nothing kept, no box
    replayEarlyClick(undefined);
    expect(taps.button).toBeNull();
    expect(status()).toBeNull();
  });
});
