import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providers } from '../../../content/providers';
import { renderAt } from '../../../test-support/render-home';
import { ProvidersSection } from './providers-section';

const namesShown = () =>
  within(screen.getByTestId('providers-track'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const names = providers.map((p) => p.name);
const afterFade = () => act(() => vi.advanceTimersByTime(400));
const swipeLeft = (px: number) => {
  const track = screen.getByTestId('providers-track');
  fireEvent.touchStart(track, { touches: [{ clientX: 300, clientY: 0 }] });
  fireEvent.touchEnd(track, { changedTouches: [{ clientX: 300 - px, clientY: 0 }] });
};

describe('Providers section', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the spec heading and 6 of the 16 providers per page on desktop, wrapping over 3 pages', () => {
    renderAt(<ProvidersSection providers={providers} />);
    expect(screen.getByRole('heading', { name: 'MEET OUR BOARD-CERTIFIED PHYSICIANS' })).toBeInTheDocument();
    expect(screen.getByText('Find the Right Doctor for Your Specific Health Needs')).toBeInTheDocument();
    expect(namesShown()).toEqual(names.slice(0, 6));
    fireEvent.click(screen.getByRole('button', { name: 'Previous providers' }));
    afterFade();
    expect(namesShown()).toEqual(names.slice(12, 16));
    fireEvent.click(screen.getByRole('button', { name: 'Next providers' }));
    afterFade();
    expect(namesShown()).toEqual(names.slice(0, 6));
  });

  it('shows 3 per page from the first 6 providers at 768 px, and swipes at more than 75 px', () => {
    renderAt(<ProvidersSection providers={providers} />, { width: 768 });
    expect(namesShown()).toEqual(names.slice(0, 3));
    expect(within(screen.getByRole('group', { name: 'Choose providers page' })).getAllByRole('button')).toHaveLength(2);
    swipeLeft(75);
    afterFade();
    expect(namesShown()).toEqual(names.slice(0, 3));
    swipeLeft(76);
    afterFade();
    expect(namesShown()).toEqual(names.slice(3, 6));
    swipeLeft(76);
    afterFade();
    expect(namesShown()).toEqual(names.slice(0, 3));
  });

  it('links each card to the provider profile and the MORE button to the physician list', () => {
    renderAt(<ProvidersSection providers={providers} />);
    const first = providers[0];
    expect(screen.getByRole('link', { name: `Learn more about ${first?.name}` })).toHaveAttribute('href', first?.link);
    expect(screen.getByRole('link', { name: 'MORE physicians' })).toHaveAttribute('href', '/provider');
  });
});
