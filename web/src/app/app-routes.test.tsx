import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test-support/render-app';
import { redirects } from './redirects';

const location = () => screen.getByTestId('location');
// Page chunks are transformed on first import: generous waits keep a busy machine from failing the run.
const SLOW = { timeout: 10_000 };

describe('routing', () => {
  it('shows "Loading..." while a page chunk loads, then the page', async () => {
    renderApp('/about');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }, SLOW)).toBeInTheDocument();
  });

  it.each(Object.entries(redirects))('redirects %s to %s, replacing the history entry', async (from, to) => {
    renderApp(from);
    // Navigation runs in a transition: the location shows once the target page's chunk has loaded.
    await vi.waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${to}$`)), SLOW);
    expect(location()).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it('sends the old IV hydration service address to the IV therapy menu, not to a service page', async () => {
    renderApp('/services/iv-hydration-iv-vitamin-treatment');
    await vi.waitFor(() => expect(location()).toHaveTextContent('/iv-therapy'), SLOW);
  });

  it('scrolls to the top on every route change', async () => {
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    vi.mocked(window.scrollTo).mockClear();
    const footerColumn = screen.getByRole('navigation', { name: 'Patients' });
    await user.click(within(footerColumn).getByRole('link', { name: 'Press' }));
    await vi.waitFor(() => expect(location()).toHaveTextContent('/press'), SLOW);
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the page it opened on where it is: a patient may have scrolled it before hydration (decision 109)', async () => {
    vi.mocked(window.scrollTo).mockClear();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('page chrome', () => {
  it('hides the header, the footer and the accessibility widget on /feedback', async () => {
    renderApp('/feedback');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Our Practice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accessibility options' })).not.toBeInTheDocument();
  });

  it('shows the header, the footer and the accessibility widget on other pages', async () => {
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Our Practice' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toBeInTheDocument();
  });
});
