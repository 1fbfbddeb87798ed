import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { providers } from '../../content/providers';
import { services } from '../../content/services';
import { renderApp } from '../../test-support/render-app';

const openSearch = async (user: ReturnType<typeof renderApp>['user']) => {
  const opener = screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement;
  await user.click(opener);
  const input = await screen.findByPlaceholderText('Search for services or providers...', {}, { timeout: 10_000 });
  // The overlay is open once its effect has run (focus moved in, the page's scroll locked), which can come a moment
  // after its markup on a busy machine.
  await vi.waitFor(() => expect(input).toHaveFocus());
  return { opener, input, dialog: screen.getByRole('dialog') };
};

const group = (dialog: HTMLElement, heading: 'Services' | 'Providers') =>
  within(dialog).queryByRole('heading', { name: heading })?.closest('section') ?? null;

describe('search overlay', () => {
  it('moves focus into the text box and lists everything under 2 characters', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    expect(input).toHaveFocus();
    await user.type(input, 'd');
    expect(within(group(dialog, 'Services') as HTMLElement).getAllByRole('link')).toHaveLength(services.length);
    expect(within(group(dialog, 'Providers') as HTMLElement).getAllByRole('link')).toHaveLength(providers.length);
  });

  it('filters services and providers case-insensitively from 2 characters', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    await user.type(input, 'DIABET');
    expect(within(group(dialog, 'Services') as HTMLElement).getByRole('link', { name: /Diabetes/ })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'kim');
    expect(within(group(dialog, 'Providers') as HTMLElement).getByRole('link', { name: /David Kim, MD/ })).toBeInTheDocument();
  });

  it('says "No results found." when nothing matches', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    await user.type(input, 'zzqx');
    expect(within(dialog).getByText('No results found.')).toBeInTheDocument();
    expect(group(dialog, 'Services')).toBeNull();
    expect(group(dialog, 'Providers')).toBeNull();
  });

  it('closes and goes to the result that is clicked', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    await user.type(input, 'David Kim');
    await user.click(within(dialog).getByRole('link', { name: /David Kim, MD/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/provider/david-kim-md'), { timeout: 10_000 });
  });

  it('closes on a backdrop click and on Escape, giving focus back to the search button', async () => {
    const { user } = renderApp('/press');
    const first = await openSearch(user);
    await user.click(screen.getByTestId('search-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.opener).toHaveFocus();
    const second = await openSearch(user);
    await user.click(second.input);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second.opener).toHaveFocus();
  });

  it('stays open when the click lands inside the dialog', async () => {
    const { user } = renderApp('/press');
    const { dialog } = await openSearch(user);
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('finds what patients type: pages, "Dr." names, word starts', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    const firstResult = () => within(dialog).getAllByRole('link')[0];
    const cases: [string, RegExp][] = [
      ['concierge', /Concierge Medicine/],
      ['IV therapy', /IV Therapy/],
      ['iv', /IV Therapy/],
      ['vitamin', /IV Therapy/],
      ['Burbank', /Burbank/],
      ['Dr. Kim', /David Kim, MD/],
      ['hours', /hours/],
    ];
    for (const [typed, first] of cases) {
      await user.clear(input);
      await user.type(input, typed);
      expect({ typed, first: firstResult()?.textContent }).toEqual({ typed, first: expect.stringMatching(first) });
    }
  }, 20_000); // seven queries typed key by key into a full render of the site

  it('opens the first result on Enter', async () => {
    const { user } = renderApp('/press');
    const { input } = await openSearch(user);
    await user.type(input, 'iv{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/iv-therapy'), { timeout: 10_000 });
  });

  it('keeps Tab inside the overlay and the page behind from scrolling', async () => {
    const { user } = renderApp('/press');
    const { input, dialog } = await openSearch(user);
    expect(document.body.style.overflow).toBe('hidden');
    await user.type(input, 'zzqx');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
