import { afterEach, describe, expect, it } from 'vitest';
import { frontLayer } from './front-layer';

afterEach(() => document.body.replaceChildren());

describe('the layer the Screen Reader reads', () => {
  it('is the page’s main when nothing is open over it', () => {
    document.body.innerHTML = '<header><nav>Menu</nav></header><main id="page">Page</main>';
    expect(frontLayer()?.id).toBe('page');
  });

  it('is the open mobile menu, search or dialog instead of the page behind', () => {
    document.body.innerHTML = '<header><nav data-reading-layer id="menu">Menu</nav></header><main>Page</main>';
    expect(frontLayer()?.id).toBe('menu');
  });

  it('is the one opened last: the booking dialog over the menu, a nested dialog over its dialog', () => {
    document.body.innerHTML = `
      <header><nav data-reading-layer>Menu</nav></header><main>Page</main>
      <div role="dialog" data-reading-layer id="booking">Book <div role="dialog" data-reading-layer id="legal">Terms</div></div>`;
    expect(frontLayer()?.id).toBe('legal');
    document.getElementById('legal')?.remove();
    expect(frontLayer()?.id).toBe('booking');
  });
});
