import { describe, expect, it } from 'vitest';
import { partOfDayOf } from './part-of-day';

describe('partOfDayOf', () => {
  it('reads an unpadded hour as a number, so 9:30 is the morning', () => {
    expect(partOfDayOf('9:30')).toBe('morning');
  });

  it('puts 11:59 in the morning and noon itself in the afternoon', () => {
    expect(partOfDayOf('11:59')).toBe('morning');
    expect(partOfDayOf('12:00')).toBe('afternoon');
    expect(partOfDayOf('16:45')).toBe('afternoon');
  });
});
