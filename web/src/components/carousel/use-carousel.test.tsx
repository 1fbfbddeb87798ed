import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselArrow, CarouselDots, CarouselStatus } from './carousel-controls';
import { useCarousel } from './use-carousel';
import type { CarouselOptions } from './use-carousel';
import { installMatchMedia } from '../../test-support/fake-match-media';

function Probe(props: CarouselOptions) {
  const carousel = useCarousel(props);
  return (
    <div>
      <div data-testid="track" {...carousel.surfaceProps} data-fading={carousel.fading}>
        <a href="#inside">inside</a>
        position {carousel.index}
      </div>
      <CarouselArrow carousel={carousel} direction="previous" label="items" />
      <CarouselArrow carousel={carousel} direction="next" label="items" />
      <CarouselDots carousel={carousel} label="items" />
      <CarouselStatus carousel={carousel} />
    </div>
  );
}

const swipe = (el: HTMLElement, from: [number, number], to: [number, number]) => {
  fireEvent.touchStart(el, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(el, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('useCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installMatchMedia({ width: 1280 });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('wraps both ways with the arrows and announces the page', () => {
    render(<Probe count={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous items' }));
    expect(screen.getByTestId('track')).toHaveTextContent('position 2');
    expect(screen.getByText('Page 3 of 3')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Next items' }));
    expect(screen.getByTestId('track')).toHaveTextContent('position 0');
  });

  it('jumps with a dot and marks it as the current one', () => {
    render(<Probe count={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to page 1' })).not.toHaveAttribute('aria-current');
  });

  it('fades out for 400 ms before the page changes', () => {
    render(<Probe count={3} fadeMs={400} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next items' }));
    expect(screen.getByTestId('track')).toHaveAttribute('data-fading', 'true');
    act(() => vi.advanceTimersByTime(399));
    expect(screen.getByTestId('track')).toHaveTextContent('position 0');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('track')).toHaveTextContent('position 1');
    expect(screen.getByTestId('track')).toHaveAttribute('data-fading', 'false');
  });

  it('changes page at once, without the fade, when reduced motion is asked for', () => {
    installMatchMedia({ width: 1280, reducedMotion: true });
    render(<Probe count={3} fadeMs={400} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next items' }));
    expect(screen.getByTestId('track')).toHaveTextContent('position 1');
  });

  it('swipes past the threshold and ignores shorter gestures', () => {
    render(<Probe count={3} swipe={{ threshold: 50 }} />);
    const track = screen.getByTestId('track');
    swipe(track, [200, 0], [160, 0]);
    expect(track).toHaveTextContent('position 0');
    swipe(track, [200, 0], [140, 0]);
    expect(track).toHaveTextContent('position 1');
    swipe(track, [100, 0], [160, 0]);
    expect(track).toHaveTextContent('position 0');
  });

  it('does nothing on a swipe when the carousel has no swipe rule', () => {
    render(<Probe count={3} />);
    swipe(screen.getByTestId('track'), [300, 0], [0, 0]);
    expect(screen.getByTestId('track')).toHaveTextContent('position 0');
  });

  it('auto-advances on its interval and stops while hovered or focused', () => {
    render(<Probe count={3} autoAdvanceMs={4000} />);
    const track = screen.getByTestId('track');
    expect(screen.getByText('Page 1 of 3')).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4000));
    expect(track).toHaveTextContent('position 1');
    fireEvent.mouseEnter(track);
    act(() => vi.advanceTimersByTime(12000));
    expect(track).toHaveTextContent('position 1');
    fireEvent.mouseLeave(track);
    fireEvent.focus(screen.getByRole('link', { name: 'inside' }));
    act(() => vi.advanceTimersByTime(12000));
    expect(track).toHaveTextContent('position 1');
  });

  it('clamps the index when the number of positions shrinks', () => {
    const { rerender } = render(<Probe count={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    rerender(<Probe count={2} />);
    expect(screen.getByTestId('track')).toHaveTextContent('position 1');
    rerender(<Probe count={3} />);
    expect(screen.getByTestId('track')).toHaveTextContent('position 1');
  });
});
