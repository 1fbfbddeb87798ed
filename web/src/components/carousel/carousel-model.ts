// The one paging model every home-page carousel shares (website.md §4): an index over a number of
// positions that wraps both ways, clamps on resize and jumps (clamped) from a dot.

export interface CarouselState {
  /** Current position, 0-based. */
  index: number;
  /** Number of positions (pages, or window positions for the blog carousel); at least 1. */
  count: number;
}

export type CarouselAction = { type: 'next' } | { type: 'previous' } | { type: 'goTo'; index: number } | { type: 'resize'; count: number };

/** Clamps an index into 0..count-1 (website.md §4: dots jump clamped, resizes clamp). */
export function clampIndex(index: number, count: number): number {
  const last = Math.max(0, count - 1);
  return Math.min(Math.max(0, Math.trunc(index)), last);
}

/** Moves the index: next wraps to 0 after the last position, previous wraps to the last. */
export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const count = Math.max(1, state.count);
  switch (action.type) {
    case 'next':
      return { count, index: state.index >= count - 1 ? 0 : state.index + 1 };
    case 'previous':
      return { count, index: state.index <= 0 ? count - 1 : state.index - 1 };
    case 'goTo':
      return { count, index: clampIndex(action.index, count) };
    case 'resize': {
      const next = Math.max(1, action.count);
      return { count: next, index: clampIndex(state.index, next) };
    }
  }
}

/** Number of pages when items are shown `perPage` at a time (testimonials, services, providers). */
export function pageCount(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / Math.max(1, perPage)));
}

/**
 * Number of positions of a sliding window showing `visible` items, one step at a time
 * (blog carousel: last position is count - 2 when two show, count - 1 when one shows).
 */
export function windowPositions(itemCount: number, visible: number): number {
  return Math.max(1, itemCount - Math.max(1, visible) + 1);
}

/** The items on page `index` when shown `perPage` at a time. */
export function pageItems<T>(items: readonly T[], index: number, perPage: number): T[] {
  return items.slice(index * perPage, index * perPage + perPage);
}

/** The items a sliding window of `visible` items shows at position `index`. */
export function windowItems<T>(items: readonly T[], index: number, visible: number): T[] {
  return items.slice(index, index + visible);
}
