import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { services } from '../../../content/services';
import { renderAt } from '../../../test-support/render-home';
import { ServicesSection } from './services-section';

const titlesShown = () =>
  within(screen.getByTestId('services-track'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const sortedTitles = [...services].map((s) => s.title).sort((a, b) => a.localeCompare(b));
const afterFade = () => act(() => vi.advanceTimersByTime(400));
const swipe = (from: [number, number], to: [number, number]) => {
  const track = screen.getByTestId('services-track');
  fireEvent.touchStart(track, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(track, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('Services section', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first 6 services in alphabetical order, with 6 dots for the 34 services', () => {
    renderAt(<ServicesSection services={services} />);
    expect(titlesShown()).toEqual(sortedTitles.slice(0, 6));
    expect(within(screen.getByRole('group', { name: 'Choose services page' })).getAllByRole('button')).toHaveLength(6);
  });

  it('fades for 400 ms before showing the next page, and wraps from the first page to the last', () => {
    renderAt(<ServicesSection services={services} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next services' }));
    expect(titlesShown()).toEqual(sortedTitles.slice(0, 6));
    afterFade();
    expect(titlesShown()).toEqual(sortedTitles.slice(6, 12));
    fireEvent.click(screen.getByRole('button', { name: 'Previous services' }));
    afterFade();
    fireEvent.click(screen.getByRole('button', { name: 'Previous services' }));
    afterFade();
    expect(titlesShown()).toEqual(sortedTitles.slice(30, 34));
    expect(screen.getByText('Page 6 of 6')).toBeInTheDocument();
  });

  it('swipes only when the finger moves more sideways than up or down', () => {
    renderAt(<ServicesSection services={services} />, { width: 375 });
    swipe([300, 100], [240, 180]); // 60 px left but 80 px down: a scroll
    afterFade();
    expect(titlesShown()).toEqual(sortedTitles.slice(0, 6));
    swipe([300, 100], [240, 120]); // 60 px left, 20 px down
    afterFade();
    expect(titlesShown()).toEqual(sortedTitles.slice(6, 12));
  });

  it('gives each card an icon, three bullets and a Learn More link that names the service', () => {
    renderAt(<ServicesSection services={services} />);
    const first = services.find((s) => s.title === sortedTitles[0]);
    const card = screen.getByRole('heading', { name: sortedTitles[0] }).closest('li') as HTMLElement;
    expect(card.querySelector('img')).toHaveAttribute('src', `/images/icons/${first?.icon}.svg`);
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByRole('link', { name: `Learn More about ${sortedTitles[0]}` })).toHaveAttribute('href', first?.link);
  });
});
