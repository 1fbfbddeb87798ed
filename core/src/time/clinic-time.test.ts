import { describe, expect, it } from 'vitest';
import { addClinicDays, clinicDateOf, clinicDaysBetween, clinicInstant, clinicTimeOf, formatUsDate, parseUsDate } from './clinic-time';

describe('clinic time', () => {
  it('gives the clinic date, not the machine date, late in the Pacific evening', () => {
    // Mon Nov 23 2026, 23:30 PT is already Tuesday in UTC and Tokyo.
    const instant = new Date('2026-11-24T07:30:00Z');
    expect(formatUsDate(clinicDateOf(instant))).toBe('11/23/2026');
    expect(clinicTimeOf(instant)).toBe('23:30');
  });

  it('maps a clinic wall-clock time to the right instant across DST', () => {
    // Mon Mar 9 2026 09:00 PDT (UTC-7), the day after the spring change.
    expect(clinicInstant({ year: 2026, month: 3, day: 9 }, '09:00').toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // Fri Mar 6 2026 09:00 PST (UTC-8).
    expect(clinicInstant({ year: 2026, month: 3, day: 6 }, '09:00').toISOString()).toBe('2026-03-06T17:00:00.000Z');
  });

  it('parses only real MM/DD/YYYY dates', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2025')).toBeUndefined();
    expect(parseUsDate('2/3/2025')).toBeUndefined();
  });

  it('adds days across month and year ends', () => {
    expect(formatUsDate(addClinicDays({ year: 2026, month: 12, day: 30 }, 3))).toBe('01/02/2027');
  });

  it('counts whole clinic days between two dates, across a DST change and a year end', () => {
    // Sat Mar 7 2026 → Mon Mar 9 2026 (clocks go forward on Sun Mar 8): still two days.
    expect(clinicDaysBetween({ year: 2026, month: 3, day: 7 }, { year: 2026, month: 3, day: 9 })).toBe(2);
    // Wed Dec 30 2026 → Sat Jan 2 2027.
    expect(clinicDaysBetween({ year: 2026, month: 12, day: 30 }, { year: 2027, month: 1, day: 2 })).toBe(3);
    expect(clinicDaysBetween({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 2 })).toBe(0);
  });
});
