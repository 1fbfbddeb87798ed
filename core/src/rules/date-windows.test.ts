import { describe, expect, it } from 'vitest';
import { bookedListDates, bookedListWindow, slotSearchWindow } from './date-windows';

// Mon Dec 1 2025 in the clinic.
const TODAY = { year: 2025, month: 12, day: 1 };

describe('the default date windows (booking.md §7, §9)', () => {
  it('searches slots from the first day to 90 days ahead, across the new year', () => {
    // Mon Dec 1 2025 + 90 days is Sun Mar 1 2026.
    expect(slotSearchWindow(TODAY)).toEqual({ first: TODAY, last: { year: 2026, month: 3, day: 1 } });
  });

  it('lists booked appointments from the first day to 30 days ahead', () => {
    // Mon Dec 1 2025 + 30 days is Wed Dec 31 2025.
    expect(bookedListWindow(TODAY)).toEqual({ first: TODAY, last: { year: 2025, month: 12, day: 31 } });
  });

  it('fills a booked-list query with no dates with today to 30 days ahead', () => {
    expect(bookedListDates({ startDate: '', endDate: '' }, TODAY)).toEqual({ startDate: '12/01/2025', endDate: '12/31/2025' });
    expect(bookedListDates({}, TODAY)).toEqual({ startDate: '12/01/2025', endDate: '12/31/2025' });
  });

  it('keeps the dates asked for, and counts a blank end from today rather than from the start given', () => {
    expect(bookedListDates({ startDate: '11/15/2025', endDate: '11/20/2025' }, TODAY)).toEqual({
      startDate: '11/15/2025',
      endDate: '11/20/2025',
    });
    expect(bookedListDates({ startDate: '11/15/2025' }, TODAY)).toEqual({ startDate: '11/15/2025', endDate: '12/31/2025' });
  });
});
