import { describe, expect, it } from 'vitest';
import { rememberEarlyClicks, takeEarlyClick } from './early-clicks';

describe('early clicks (a button tapped before the app has hydrated)', () => {
  it('hands the last tapped button to the app once, and stops listening then', () => {
    document.body.innerHTML =
      '<button type="button">BOOK ONLINE</button><a href="/about"><span>About</span></a><button type="button"><span>Search</span></button>';
    const [book, search] = [...document.querySelectorAll('button')];
    rememberEarlyClicks();
    book!.click();
    search!.querySelector('span')!.click();
    document.querySelector('a')!.addEventListener('click', (e) => e.preventDefault());
    document.querySelector('a span')!.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a link works without the app
    expect(takeEarlyClick()).toBe(search);
    book!.click();
    expect(takeEarlyClick()).toBeUndefined();
  });
});
