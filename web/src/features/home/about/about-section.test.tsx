import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locations } from '../../../content/locations';
import { countDialogOpens, renderAt } from '../../../test-support/render-home';
import { AboutSection } from './about-section';
import { SCENES } from '../../../content/home/facility-scenes';
import { facilityPhotos as slidesOf } from './facility-photos';

const facilityPhotos = slidesOf(SCENES);

const glendale = locations.find((l) => l.id === 'glendale') ?? locations[0]!;
const photo = () => screen.getByTestId('facility-photo');
const altOf = (i: number) => facilityPhotos[i]?.alt;

describe('About section', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances the slider every 4 s and wraps from the 10th picture to the first', () => {
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />);
    expect(photo()).toHaveAttribute('alt', altOf(0));
    act(() => vi.advanceTimersByTime(3999));
    expect(photo()).toHaveAttribute('alt', altOf(0));
    act(() => vi.advanceTimersByTime(1));
    expect(photo()).toHaveAttribute('alt', altOf(1));
    for (let i = 0; i < 9; i += 1) act(() => vi.advanceTimersByTime(4000));
    expect(photo()).toHaveAttribute('alt', altOf(0));
  });

  it('pauses while the pointer is over the slider', () => {
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />);
    fireEvent.mouseEnter(screen.getByRole('group', { name: 'Our clinics' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(photo()).toHaveAttribute('alt', altOf(0));
  });

  it('stays still under prefers-reduced-motion but still moves with the arrows', () => {
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />, { reducedMotion: true });
    act(() => vi.advanceTimersByTime(20000));
    expect(photo()).toHaveAttribute('alt', altOf(0));
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(photo()).toHaveAttribute('alt', altOf(9));
  });

  it('moves on a swipe longer than 75 px', () => {
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />);
    const slider = screen.getByRole('group', { name: 'Our clinics' });
    fireEvent.touchStart(slider, { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(slider, { changedTouches: [{ clientX: 225, clientY: 0 }] });
    expect(photo()).toHaveAttribute('alt', altOf(0));
    fireEvent.touchStart(slider, { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(slider, { changedTouches: [{ clientX: 224, clientY: 0 }] });
    expect(photo()).toHaveAttribute('alt', altOf(1));
  });

  it('gives every picture its size so nothing shifts while it loads', () => {
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />);
    expect(facilityPhotos).toHaveLength(10);
    expect(photo()).toHaveAttribute('width', '800');
    expect(photo()).toHaveAttribute('height', '500');
  });

  it('collapses the details behind a toggle on narrow screens only', () => {
    const { setViewport } = renderAt(<AboutSection glendale={glendale} scenes={SCENES} />, { width: 375 });
    const card = () => screen.queryByRole('link', { name: /214 N Central Ave/ });
    expect(card()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show more details' }));
    expect(card()).toHaveAttribute('href', '/locations/glendale');
    act(() => setViewport({ width: 1280 }));
    expect(screen.queryByRole('button', { name: /details/ })).toBeNull();
  });

  it('books from BOOK AN APPOINTMENT and links SEE OUR LOCATIONS to /locations', () => {
    const opens = countDialogOpens();
    renderAt(<AboutSection glendale={glendale} scenes={SCENES} />);
    fireEvent.click(screen.getByRole('button', { name: 'BOOK AN APPOINTMENT' }));
    expect(opens.count).toBe(1);
    expect(screen.getByRole('link', { name: 'SEE OUR LOCATIONS' })).toHaveAttribute('href', '/locations');
    expect(screen.getByText('Board-certified physicians').nextElementSibling).toHaveTextContent('11');
  });
});
