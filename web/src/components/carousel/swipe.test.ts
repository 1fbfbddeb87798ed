import { describe, expect, it } from 'vitest';
import { swipeDirection } from './swipe';

describe('swipe gestures', () => {
  it('goes next on a leftward swipe longer than the threshold and previous on a rightward one', () => {
    expect(swipeDirection({ x: 200, y: 10 }, { x: 149, y: 10 }, { threshold: 50 })).toBe('next');
    expect(swipeDirection({ x: 100, y: 10 }, { x: 151, y: 10 }, { threshold: 50 })).toBe('previous');
  });

  it('ignores a swipe of exactly the threshold or less', () => {
    expect(swipeDirection({ x: 200, y: 0 }, { x: 150, y: 0 }, { threshold: 50 })).toBeNull();
    expect(swipeDirection({ x: 200, y: 0 }, { x: 125, y: 0 }, { threshold: 75 })).toBeNull();
    expect(swipeDirection({ x: 200, y: 0 }, { x: 124, y: 0 }, { threshold: 75 })).toBe('next');
  });

  it('lets a mostly vertical gesture scroll the page when horizontal must beat vertical', () => {
    const rule = { threshold: 50, horizontalMustBeatVertical: true };
    expect(swipeDirection({ x: 200, y: 0 }, { x: 140, y: 80 }, rule)).toBeNull();
    expect(swipeDirection({ x: 200, y: 0 }, { x: 140, y: 60 }, rule)).toBeNull();
    expect(swipeDirection({ x: 200, y: 0 }, { x: 140, y: 30 }, rule)).toBe('next');
  });

  it('counts a diagonal swipe when only the threshold applies', () => {
    expect(swipeDirection({ x: 200, y: 0 }, { x: 140, y: 90 }, { threshold: 50 })).toBe('next');
  });
});
