import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { pagePaths, prerenderPaths } from './prerender-paths';
import { localizedRedirects, redirects } from './redirects';

const location = () => screen.getByTestId('location');
const SLOW = { timeout: 10_000 };
const SITE = 'https://www.foothillprimarycare.com';

describe('every page in every language (issue #37)', () => {
  it('prerenders each page in English unprefixed, in Spanish under /es and in Armenian under /hy', () => {
    const english = pagePaths();
    const all = prerenderPaths();
    expect(all).toHaveLength(english.length * 3);
    expect(all).toEqual(expect.arrayContaining(['/', '/es', '/hy', '/es/services/diabetes', '/hy/provider/armen-petrosyan-md']));
    for (const page of english.filter((path) => path !== '/')) expect(all).toEqual(expect.arrayContaining([`/es${page}`, `/hy${page}`]));
  });

  it('keeps the 11 old addresses working in each language, to the same page in that language', () => {
    const all = localizedRedirects();
    expect(Object.keys(all)).toHaveLength(Object.keys(redirects).length * 3);
    expect(all['/contactus']).toBe('/contact');
    expect(all['/es/contactus']).toBe('/es/contact');
    expect(all['/hy/contents']).toBe('/hy');
    expect(all['/hy/services/iv-hydration-iv-vitamin-treatment']).toBe('/hy/iv-therapy');
  });

  it.each([
    ['/es/contactus', '/es/contact'],
    ['/hy/location/ca/burbank', '/hy/locations/burbank'],
  ])('redirects %s to %s in the browser, replacing the history entry', async (from, to) => {
    renderApp(from);
    await vi.waitFor(() => expect(location()).toHaveAttribute('data-href', to), SLOW);
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('names the canonical address in the page language and the page in all three and x-default', async () => {
    renderApp('/es/about');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/es/about`);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `${SITE}/about`],
      ['es', `${SITE}/es/about`],
      ['hy', `${SITE}/hy/about`],
      ['x-default', `${SITE}/about`],
    ]);
  });

  it('keeps a Spanish page Spanish: its links lead to Spanish addresses, its chrome speaks Spanish', async () => {
    renderApp('/es/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }, SLOW)).toBeInTheDocument();
    const practice = screen.getByRole('navigation', { name: 'Nuestra práctica' });
    expect(within(practice).getByRole('link', { name: 'Quiénes somos' })).toHaveAttribute('href', '/es/about');
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toBeInTheDocument();
  });
});

describe('the language switcher', () => {
  it('names each language in its own script and keeps the page: the Spanish diabetes page to the Armenian one', async () => {
    renderApp('/es/services/diabetes');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const switcher = screen.getByRole('navigation', { name: 'Idioma' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['English', '/services/diabetes', 'en'],
      ['Español', '/es/services/diabetes', 'es'],
      ['Հայերեն', '/hy/services/diabetes', 'hy'],
    ]);
    expect(within(switcher).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
  });

  it('is reached with the keyboard alone, and remembers the choice on the device', async () => {
    const { user } = renderApp('/es/services/diabetes');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    const armenian = within(screen.getByRole('navigation', { name: 'Idioma' })).getByRole('link', { name: 'Հայերեն' });
    for (let presses = 0; presses < 30 && document.activeElement !== armenian; presses++) await user.tab();
    expect(armenian).toHaveFocus();
    // Enter follows the link (a full navigation, which the browser test covers); the choice is stored first.
    fireEvent.click(armenian);
    expect(localStorage.getItem('site-language')).toBe('hy');
  });
});
