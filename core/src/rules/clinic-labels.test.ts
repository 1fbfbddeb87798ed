import { describe, expect, it } from 'vitest';
import { clinicDayLabel as dayLabel, clinicTimeLabel as slotTimeLabel } from './clinic-labels';

describe('clinic labels (slots in the dialog, the staff CLI)', () => {
  it('shows slot times on a 12-hour clock as the clinic wrote them', () => {
    expect(slotTimeLabel('09:30')).toBe('9:30 AM');
    expect(slotTimeLabel('13:05')).toBe('1:05 PM');
    expect(slotTimeLabel('00:00')).toBe('12:00 AM');
  });

  it('names the day of a clinic date', () => {
    // Mon Dec 1 2025.
    expect(dayLabel('12/01/2025')).toEqual({ weekday: 'Mon', day: 'Dec 1', full: 'Monday, December 1' });
  });
});
