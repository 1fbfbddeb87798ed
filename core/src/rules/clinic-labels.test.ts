import { describe, expect, it } from 'vitest';
import { clinicTimeSchema, usDateSchema } from '../validation/clinic-text.schema';
import { clinicDayLabel as dayLabel, clinicTimeLabel as slotTimeLabel } from './clinic-labels';

const time = (text: string) => clinicTimeSchema.parse(text);

describe('clinic labels (slots in the dialog, the staff CLI)', () => {
  it('shows slot times on a 12-hour clock as the clinic wrote them', () => {
    expect(slotTimeLabel(time('09:30'))).toBe('9:30 AM');
    expect(slotTimeLabel(time('13:05'))).toBe('1:05 PM');
    expect(slotTimeLabel(time('00:00'))).toBe('12:00 AM');
  });

  it('names the day of a clinic date', () => {
    // Mon Dec 1 2025.
    expect(dayLabel(usDateSchema.parse('12/01/2025'))).toEqual({ weekday: 'Mon', day: 'Dec 1', full: 'Monday, December 1' });
  });

  it('takes only checked dates and times, never a bare string', () => {
    // @ts-expect-error a raw string has not been through toClinicTime at the edge.
    expect(slotTimeLabel('09:30')).toBe('9:30 AM');
    // @ts-expect-error a raw string has not been through toUsDate at the edge.
    expect(dayLabel('12/01/2025').weekday).toBe('Mon');
  });
});
