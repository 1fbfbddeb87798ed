import { describe, expect, it } from 'vitest';
import { checkDateOfBirth, formatDobInput } from './date-of-birth';

// Sun Nov 22 2026 in the clinic.
const today = { year: 2026, month: 11, day: 22 };

describe('date of birth entry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['120', '12/0'],
    ['1201', '12/01'],
    ['12011', '12/01/1'],
    ['12011990', '12/01/1990'],
    ['12/01/19901', '12/01/1990'],
    ['1a2b', '12'],
    // Issue 19 item 13: a slash after one digit pads it (2/3/1990 used to become 23/19/90).
    ['2/', '02/'],
    ['2/3', '02/3'],
    ['2/3/', '02/03/'],
    ['2/3/1990', '02/03/1990'],
    ['12/', '12/'],
    ['/', ''],
    ['02/', '02/'],
  ])('formats %j as %j, slashes inserted and at most 10 characters', (typed, shown) => {
    expect(formatDobInput(typed)).toBe(shown);
  });

  it('accepts real dates from 1900 to this year', () => {
    expect(checkDateOfBirth('01/01/1900', today)).toEqual({ ok: true, date: { year: 1900, month: 1, day: 1 } });
    expect(checkDateOfBirth('02/29/2024', today).ok).toBe(true);
    expect(checkDateOfBirth('01/15/2026', today).ok).toBe(true);
    expect(checkDateOfBirth('11/22/2026', today).ok).toBe(true); // born today
  });

  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['1/5/1990', 'format'],
    ['1990-01-05', 'format'],
    ['02/29/2025', 'invalid'],
    ['13/01/1990', 'invalid'],
    ['12/31/1899', 'invalid'],
    ['01/01/2027', 'invalid'],
    // Issue 19 item 3: later this year is still the future (Mon Nov 23 and Dec 25 2026).
    ['11/23/2026', 'invalid'],
    ['12/25/2026', 'invalid'],
  ])('rejects %j as %s', (text, problem) => {
    expect(checkDateOfBirth(text, today)).toEqual({ ok: false, problem });
  });
});
