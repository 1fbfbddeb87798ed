import { describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from './iso-date';

describe("a date input's YYYY-MM-DD", () => {
  it('round-trips a clinic date', () => {
    expect(formatIsoDate({ year: 2026, month: 3, day: 1 })).toBe('2026-03-01');
    expect(parseIsoDate('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('gives nothing for an unfinished or impossible date', () => {
    expect(parseIsoDate('')).toBeUndefined();
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('03/01/2026')).toBeUndefined();
  });
});
