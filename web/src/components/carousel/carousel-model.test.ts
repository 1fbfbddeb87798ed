import { describe, expect, it } from 'vitest';
import { carouselReducer, clampIndex, pageCount, pageItems, windowItems, windowPositions } from './carousel-model';

describe('carousel paging model', () => {
  it('moves to the next position and wraps from the last back to the first', () => {
    expect(carouselReducer({ index: 0, count: 6 }, { type: 'next' })).toEqual({ index: 1, count: 6 });
    expect(carouselReducer({ index: 5, count: 6 }, { type: 'next' })).toEqual({ index: 0, count: 6 });
  });

  it('moves to the previous position and wraps from the first to the last', () => {
    expect(carouselReducer({ index: 3, count: 6 }, { type: 'previous' })).toEqual({ index: 2, count: 6 });
    expect(carouselReducer({ index: 0, count: 6 }, { type: 'previous' })).toEqual({ index: 5, count: 6 });
  });

  it('stays on the only position when there is a single page', () => {
    expect(carouselReducer({ index: 0, count: 1 }, { type: 'next' }).index).toBe(0);
    expect(carouselReducer({ index: 0, count: 1 }, { type: 'previous' }).index).toBe(0);
  });

  it('jumps to a dot, clamped into the positions that exist', () => {
    expect(carouselReducer({ index: 0, count: 3 }, { type: 'goTo', index: 2 }).index).toBe(2);
    expect(carouselReducer({ index: 0, count: 3 }, { type: 'goTo', index: 7 }).index).toBe(2);
    expect(carouselReducer({ index: 1, count: 3 }, { type: 'goTo', index: -4 }).index).toBe(0);
  });

  it('clamps the index when a resize leaves it beyond the last position', () => {
    // Blog, narrow to wide: 3 positions become 2, index 2 is clamped to 1.
    expect(carouselReducer({ index: 2, count: 3 }, { type: 'resize', count: 2 })).toEqual({ index: 1, count: 2 });
    expect(carouselReducer({ index: 1, count: 2 }, { type: 'resize', count: 3 })).toEqual({ index: 1, count: 3 });
  });

  it('clamps any index into 0..count-1', () => {
    expect(clampIndex(9, 4)).toBe(3);
    expect(clampIndex(-1, 4)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
  });
});

describe('pages and windows', () => {
  it('counts pages of a fixed size, rounding the last partial page up', () => {
    expect(pageCount(34, 6)).toBe(6); // services
    expect(pageCount(16, 6)).toBe(3); // providers on desktop
    expect(pageCount(6, 3)).toBe(2); // providers on mobile: first 6, 3 per page
    expect(pageCount(9, 3)).toBe(3); // testimonials on desktop
    expect(pageCount(9, 1)).toBe(9); // testimonials on mobile
    expect(pageCount(0, 6)).toBe(1);
  });

  it('counts sliding-window positions as items minus visible plus one', () => {
    expect(windowPositions(3, 2)).toBe(2); // blog, wide: last position is count - 2
    expect(windowPositions(3, 1)).toBe(3); // blog, narrow: last position is count - 1
    expect(windowPositions(1, 2)).toBe(1);
  });

  it('slices the items of a page and of a window', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(pageItems(items, 1, 3)).toEqual(['d', 'e', 'f']);
    expect(pageItems(items, 2, 3)).toEqual(['g']);
    expect(windowItems(items, 1, 2)).toEqual(['b', 'c']);
  });
});
