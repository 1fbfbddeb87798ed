import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_APPOINTMENT_DIALOG } from '../../lib/open-appointment-dialog';
import { mediaQueryList } from '../../test-support/media-query';
import { renderApp } from '../../test-support/render-app';

// The site header (pages may hold their own <header> too).
const header = () => document.querySelector<HTMLElement>('header[data-scrolled]') as HTMLElement;
const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

afterEach(() => scrollTo(0));

describe('header shadow', () => {
  it('appears only once the page is scrolled more than 10 px', async () => {
    renderApp('/press');
    scrollTo(10);
    expect(header()).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header()).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('desktop dropdowns', () => {
  it('lists the first 8 services and "View More Services"', () => {
    renderApp('/press');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Services' });
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(list).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(9);
    expect(links.at(-1)).toHaveTextContent('View More Services');
    expect(links.at(-1)).toHaveAttribute('href', '/services');
  });

  it('opens with the arrow keys, moves between links and closes with Escape, giving focus back', async () => {
    const { user } = renderApp('/press');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const button = within(nav).getByRole('button', { name: 'Physicians' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = within(nav)
      .getAllByRole('link')
      .filter((a) => a.closest('ul')?.id === button.getAttribute('aria-controls'));
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links[6]).toHaveFocus();
    expect(links[6]).toHaveTextContent('View More Physicians');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('toggles with Enter and Space', async () => {
    const { user } = renderApp('/press');
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Locations' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when the pointer that opened it clicks, and closes on a second click', async () => {
    const { user } = renderApp('/press');
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
    await user.hover(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with one tap on a touch screen and closes with the next', () => {
    renderApp('/press');
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Physicians' });
    const item = button.parentElement as HTMLElement;
    // What a touch screen sends for a tap: pointer events, then compatibility mouse events, then the click.
    const tap = () => {
      fireEvent.pointerEnter(item, { pointerType: 'touch' });
      fireEvent.pointerDown(button, { pointerType: 'touch' });
      fireEvent.mouseEnter(item);
      fireEvent.click(button);
    };
    tap();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    tap();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a list opened by a tap when the page is pressed elsewhere', async () => {
    const { user } = renderApp('/press');
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Locations' });
    // The page's own chunk loads lazily: press on its content once it is there.
    const page = await screen.findByRole('main', {}, { timeout: 5_000 });
    await user.click(button);
    await user.pointer({ keys: '[MouseLeft]', target: page });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    renderApp('/press');
    const button = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Services' });
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('booking buttons', () => {
  it('"Book an Appointment" dispatches the openAppointmentDialog window event', async () => {
    const { user } = renderApp('/press');
    const listener = vi.fn();
    window.addEventListener(OPEN_APPOINTMENT_DIALOG, listener);
    await user.click(within(header()).getByRole('button', { name: 'Book an Appointment' }));
    await user.click(within(header()).getByRole('button', { name: 'BOOK ONLINE' }));
    window.removeEventListener(OPEN_APPOINTMENT_DIALOG, listener);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows the phone as a tel: link', () => {
    renderApp('/press');
    expect(within(header()).getAllByRole('link', { name: /\(818\) 555-0142/ })[0]).toHaveAttribute('href', 'tel:+18185550142');
  });
});

describe('mobile menu', () => {
  const openMenu = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.getByRole('navigation', { name: 'Mobile' });
  };

  it('expands and collapses its sections independently', async () => {
    const { user } = renderApp('/press');
    const menu = await openMenu(user);
    const services = within(menu).getByRole('button', { name: 'Services' });
    const physicians = within(menu).getByRole('button', { name: 'Physicians' });
    await user.click(services);
    await user.click(physicians);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(physicians).toHaveAttribute('aria-expanded', 'true');
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(physicians).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'View More Physicians' })).toBeVisible();
  });

  it('locks the body scroll up to 992 px and releases it when closed', async () => {
    window.matchMedia = mediaQueryList(true);
    const { user } = renderApp('/press');
    await openMenu(user);
    expect(document.body).toHaveClass('scroll-locked');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body).not.toHaveClass('scroll-locked');
    window.matchMedia = mediaQueryList(false);
  });

  it('does not lock the scroll on wider screens', async () => {
    const { user } = renderApp('/press');
    await openMenu(user);
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('closes on a click outside it', async () => {
    const { user } = renderApp('/press');
    await openMenu(user);
    await user.click(await screen.findByRole('main', {}, { timeout: 5_000 }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('lists the other links, Book an Appointment, phone and search', async () => {
    const { user } = renderApp('/press');
    const menu = await openMenu(user);
    for (const name of ['Concierge Medicine', 'IV Therapy', 'Blog', 'About Us', 'Contact Us']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Book an Appointment' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Call (818) 555-0142' })).toHaveAttribute('href', 'tel:+18185550142');
    expect(within(menu).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
