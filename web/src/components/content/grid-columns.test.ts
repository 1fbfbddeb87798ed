import { describe, expect, it } from 'vitest';
import { gridColumnsFor } from './grid-columns';

describe('card grid columns', () => {
  it('puts up to four cards in one full row', () => {
    expect([1, 2, 3, 4].map((n) => gridColumnsFor(n))).toEqual([1, 2, 3, 4]);
  });

  it('chooses the columns that leave the fewest holes, preferring wider rows on a tie', () => {
    expect(gridColumnsFor(6)).toBe(3);
    expect(gridColumnsFor(8)).toBe(4);
    expect(gridColumnsFor(9)).toBe(3);
    expect(gridColumnsFor(5)).toBe(3);
    expect(gridColumnsFor(7)).toBe(4);
    expect(gridColumnsFor(16)).toBe(4);
  });
});
