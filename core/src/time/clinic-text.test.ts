import { describe, expect, it } from 'vitest';
import { clinicTimeFromMinutes, toClinicTime, toUsDate } from './clinic-text';

describe('checked clinic dates and times (decision 63)', () => {
  it('accepts a real MM/DD/YYYY date', () => {
    // Mon Feb 29 2028, a leap day.
    expect(toUsDate('02/29/2028')).toEqual({ ok: true, value: '02/29/2028' });
  });

  it.each(['13/45/2026', '02/29/2026', '2026-12-01', '12/1/2026', '', ' 12/01/2026', undefined, 20261201])(
    'refuses %j as a date with MALFORMED_DATE',
    (text) => {
      expect(toUsDate(text)).toEqual({ ok: false, code: 'MALFORMED_DATE' });
    },
  );

  it("accepts athena's 24-hour times, with or without the leading zero", () => {
    expect(toClinicTime('00:00')).toEqual({ ok: true, value: '00:00' });
    expect(toClinicTime('9:05')).toEqual({ ok: true, value: '9:05' });
    expect(toClinicTime('23:59')).toEqual({ ok: true, value: '23:59' });
  });

  it.each(['25:00', '24:00', '12:60', '9am', '9:5', '', null])('refuses %j as a time with MALFORMED_TIME', (text) => {
    expect(toClinicTime(text)).toEqual({ ok: false, code: 'MALFORMED_TIME' });
  });

  it('writes minutes after midnight as HH:MM and refuses a minute outside the day', () => {
    expect(clinicTimeFromMinutes(8 * 60 + 5)).toBe('08:05');
    expect(clinicTimeFromMinutes(23 * 60 + 59)).toBe('23:59');
    expect(() => clinicTimeFromMinutes(24 * 60)).toThrow(RangeError);
  });
});
