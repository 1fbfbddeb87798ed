/** Most card columns a grid uses on a wide screen. */
const MAX_GRID_COLUMNS = 4;

/**
 * How many columns `count` cards fill best on a wide screen: all in one row when they fit, otherwise the column
 * count that leaves the fewest holes in the last row (six cards: two rows of three, not four and two; three cards:
 * three columns, not three of four).
 */
export function gridColumnsFor(count: number, max = MAX_GRID_COLUMNS): number {
  if (count <= max) return Math.max(1, count);
  let best = max;
  for (let columns = max; columns >= 2; columns -= 1) {
    const holes = (columns - (count % columns)) % columns;
    const bestHoles = (best - (count % best)) % best;
    if (holes < bestHoles) best = columns;
  }
  return best;
}
