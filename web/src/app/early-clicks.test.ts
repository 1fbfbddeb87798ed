import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissEarlyLoading, recordEarlyTaps, takeEarlyClick } from './early-clicks';

const status = () => document.querySelector('[role="status"]');

afterEach(() => {
  takeEarlyClick();
  dismissEarlyLoading();
  delete window.clinicEarlyTaps;
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="modulepreload"], script[data-boot]').forEach((element) => element.remove());
});

const preloaded = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('early taps (a button tapped before the app has hydrated, decisions 27 and 88)', () => {
  it('hands the last tapped button to the app once, and stops listening then', () => {
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
    expect(window.clinicEarlyTaps?.button).toBe(search);
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
    dismissEarlyLoading();
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
