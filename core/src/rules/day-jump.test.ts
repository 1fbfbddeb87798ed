import { describe, expect, it } from 'vitest';
import type { SlotDay } from '../model';
import { clinicDateOf } from '../time';
import { clinicTimeSchema, usDateSchema } from '../validation/clinic-text.schema';
import { slotSearchWindow } from './date-windows';
import { jumpToDay } from './day-jump';

const day = (text: string, times = 1): SlotDay => {
  const date = usDateSchema.parse(text);
  return {
    date,
    slots: Array.from({ length: times }, (_, i) => ({
      appointmentid: `${date}-${i}`,
      date,
      starttime: clinicTimeSchema.parse('09:00'),
      departmentid: '1',
      providerid: '2',
      appointmenttypeid: '3',
      appointmenttype: 'New Patient',
      duration: 30,
    })),
  };
};

// Sun Mar 1 2026 in the clinic; 90 days on is Sat May 30 (the window crosses the spring DST change).
const TODAY = { year: 2026, month: 3, day: 1 };
const WINDOW = slotSearchWindow(TODAY);
// Six days of times: the first week, then week 8 and the window's next-to-last day.
const DAYS = [
  day('03/02/2026'),
  day('03/03/2026'),
  day('03/04/2026'),
  day('03/05/2026'),
  day('03/06/2026'),
  day('04/20/2026'),
  day('04/22/2026'),
  day('05/29/2026'),
];

describe('the searched window', () => {
  it("runs from the clinic's today to 90 days ahead", () => {
    expect(WINDOW).toEqual({ first: TODAY, last: { year: 2026, month: 5, day: 30 } });
  });

  it("starts on the clinic's date when Tokyo is already a day ahead", () => {
    // 08:30 Monday in Tokyo is 15:30 Sunday in the clinic.
    expect(slotSearchWindow(clinicDateOf(new Date('2026-03-02T08:30:00+09:00'))).first).toEqual(TODAY);
  });
});

describe('jumping to a date in the time picker', () => {
  it('lands on that very day, on the page that shows it', () => {
    expect(jumpToDay(DAYS, { year: 2026, month: 4, day: 20 }, WINDOW)).toEqual({ kind: 'day', index: 5, page: 1, exact: true });
    expect(jumpToDay(DAYS, { year: 2026, month: 3, day: 2 }, WINDOW)).toEqual({ kind: 'day', index: 0, page: 0, exact: true });
  });

  it('lands on the next day with times when the chosen day has none', () => {
    expect(jumpToDay(DAYS, { year: 2026, month: 4, day: 21 }, WINDOW)).toEqual({ kind: 'day', index: 6, page: 1, exact: false });
    // Today, with no time left today, goes to tomorrow's.
    expect(jumpToDay(DAYS, TODAY, WINDOW)).toEqual({ kind: 'day', index: 0, page: 0, exact: false });
    expect(jumpToDay(DAYS, { year: 2026, month: 5, day: 1 }, WINDOW)).toEqual({ kind: 'day', index: 7, page: 1, exact: false });
  });

  it('skips a day column that has no times', () => {
    const withEmpty = [day('03/02/2026'), day('03/10/2026', 0), day('03/12/2026')];
    expect(jumpToDay(withEmpty, { year: 2026, month: 3, day: 9 }, WINDOW)).toEqual({ kind: 'day', index: 2, page: 0, exact: false });
  });

  it("says when nothing is left on or after the date up to the window's end", () => {
    expect(jumpToDay(DAYS, { year: 2026, month: 5, day: 30 }, WINDOW)).toEqual({ kind: 'none-after' });
    expect(jumpToDay([], { year: 2026, month: 3, day: 5 }, WINDOW)).toEqual({ kind: 'none-after' });
  });

  it('refuses dates outside the searched window', () => {
    expect(jumpToDay(DAYS, { year: 2026, month: 2, day: 28 }, WINDOW)).toEqual({ kind: 'outside' });
    expect(jumpToDay(DAYS, { year: 2026, month: 5, day: 31 }, WINDOW)).toEqual({ kind: 'outside' });
  });
});
