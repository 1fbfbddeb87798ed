// Swipe gestures shared by the carousels (website.md §4, §9): thresholds are 50 px or 75 px.

export interface Point {
  x: number;
  y: number;
}

export interface SwipeRule {
  /** Horizontal travel must exceed this many pixels. */
  threshold: number;
  /** Services rule: the gesture counts only when horizontal movement beats vertical movement. */
  horizontalMustBeatVertical?: boolean;
}

export type SwipeDirection = 'next' | 'previous';

/** Reads a finished touch gesture: a swipe to the left goes next, to the right goes previous. */
export function swipeDirection(start: Point, end: Point, rule: SwipeRule): SwipeDirection | null {
  const dx = start.x - end.x;
  const dy = start.y - end.y;
  if (Math.abs(dx) <= rule.threshold) return null;
  if (rule.horizontalMustBeatVertical && Math.abs(dx) <= Math.abs(dy)) return null;
  return dx > 0 ? 'next' : 'previous';
}
