import { assertType, describe, expect, it } from 'vitest';
import type { AppointmentType, OpenSlot } from '../model';
import { toClinicTime, toUsDate } from '../time';
import { openSlot } from '../test-support/booking-fixtures';
import { buildSlots, upcomingSlots } from './slot-building';
import { emptySlotDays, groupSlotsByDay, pageSlotDays } from './slot-days';

let nextId = 1;
const slot = (date: string, starttime: string, appointmenttype: string, extra: Partial<OpenSlot> = {}): OpenSlot =>
  openSlot(String(nextId++), date, starttime, '1', { appointmenttype, ...extra });
const times = (slots: OpenSlot[]) => slots.map((s) => `${s.date} ${s.starttime}`);

describe('slot building for regular appointments', () => {
  it('keeps follow-up, any and telehealth types for existing patients', () => {
    const slots = [
      slot('12/01/2026', '09:00', 'FOLLOW UP 15'),
      slot('12/01/2026', '09:30', 'NEW PATIENT 30'),
      slot('12/01/2026', '10:00', 'ANY 30'),
      slot('12/01/2026', '10:30', 'Telehealth'),
    ];
    expect(buildSlots(slots, { patientType: 'existing', mode: 'appointment' }).map((s) => s.appointmenttype)).toEqual([
      'FOLLOW UP 15',
      'ANY 30',
      'Telehealth',
    ]);
  });

  it('keeps new and any types for new patients', () => {
    const slots = [
      slot('12/01/2026', '09:00', 'FOLLOW UP 15'),
      slot('12/01/2026', '09:30', 'New Patient 30'),
      slot('12/01/2026', '10:00', 'ANY 30'),
    ];
    expect(buildSlots(slots, { patientType: 'new', mode: 'appointment' }).map((s) => s.appointmenttype)).toEqual([
      'New Patient 30',
      'ANY 30',
    ]);
  });

  it('orders and de-duplicates the same way when the slots span decades (the sort for sparse schedules)', () => {
    // 2026 to 2045: too many minutes apart for a counter per minute, so the other sort path runs.
    const slots = [
      slot('03/02/2045', '09:00', 'ANY 30', { providerid: '2' }),
      slot('12/01/2026', '10:00', 'ANY 30', { providerid: '1' }),
      slot('03/02/2045', '09:00', 'ANY 30', { providerid: '2', appointmentid: 'second-copy' }),
      slot('12/01/2026', '09:00', 'ANY 30', { providerid: '1' }),
      slot('03/02/2045', '09:00', 'ANY 30', { providerid: '3' }),
    ];
    const built = buildSlots(slots, { patientType: 'new', mode: 'appointment' });
    expect(built.map((s) => `${s.date} ${s.starttime} ${s.providerid}`)).toEqual([
      '12/01/2026 09:00 1',
      '12/01/2026 10:00 1',
      '03/02/2045 09:00 2',
      '03/02/2045 09:00 3',
    ]);
    expect(built.map((s) => s.appointmentid)).not.toContain('second-copy');
  });

  it('reads the patient-facing type name when the type is missing', () => {
    const s = slot('12/01/2026', '09:00', '', { patientappointmenttypename: 'Follow Up Visit' });
    expect(buildSlots([s], { patientType: 'existing', mode: 'appointment' })).toEqual([s]);
  });

  it('sorts by date across months and years, then by start time', () => {
    const slots = [
      // Fri Jan 1 2027 08:00, Thu Dec 31 2026 13:00 and 09:00, Mon Nov 30 2026 16:00 (all PT).
      slot('01/01/2027', '08:00', 'ANY 30'),
      slot('12/31/2026', '13:00', 'ANY 30'),
      slot('12/31/2026', '09:00', 'ANY 30'),
      slot('11/30/2026', '16:00', 'ANY 30'),
    ];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'appointment' }))).toEqual([
      '11/30/2026 16:00',
      '12/31/2026 09:00',
      '12/31/2026 13:00',
      '01/01/2027 08:00',
    ]);
  });

  it('orders single-digit hours correctly', () => {
    // Tue Dec 1 2026: 10:00 and 9:00 (athena-style "9:00" without the leading zero).
    const slots = [slot('12/01/2026', '10:00', 'ANY 30'), slot('12/01/2026', '9:00', 'ANY 30')];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'appointment' }))).toEqual(['12/01/2026 9:00', '12/01/2026 10:00']);
  });

  it('orders checked times across noon and days: morning, noon, afternoon, then the next morning', () => {
    // Tue Dec 1 2026 1:00 PM, 12:30 PM, 11:45 AM and 8:00 AM; Wed Dec 2 2026 12:00 AM and 7:15 AM (PT).
    const slots = [
      slot('12/02/2026', '7:15', 'ANY 30'),
      slot('12/01/2026', '13:00', 'ANY 30'),
      slot('12/02/2026', '00:00', 'ANY 30'),
      slot('12/01/2026', '12:30', 'ANY 30'),
      slot('12/01/2026', '11:45', 'ANY 30'),
      slot('12/01/2026', '8:00', 'ANY 30'),
    ];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'appointment' }))).toEqual([
      '12/01/2026 8:00',
      '12/01/2026 11:45',
      '12/01/2026 12:30',
      '12/01/2026 13:00',
      '12/02/2026 00:00',
      '12/02/2026 7:15',
    ]);
  });

  it('sorts only slots whose date and time were checked', () => {
    const unchecked = { ...slot('12/01/2026', '09:00', 'ANY 30'), date: '13/45/2026', starttime: '25:00' };
    // The fixed-place digit reading would misorder these; the edge's parse refuses them...
    expect([toUsDate(unchecked.date).ok, toClinicTime(unchecked.starttime).ok]).toEqual([false, false]);
    // ...and a slot of bare strings is not an OpenSlot, so the sort cannot be handed one unchecked.
    // @ts-expect-error string is not UsDate / ClinicTime
    assertType(buildSlots([unchecked], { patientType: 'new', mode: 'appointment' }));
  });

  it('excludes frozen slots', () => {
    const slots = [slot('12/01/2026', '09:00', 'ANY 30', { frozen: true }), slot('12/01/2026', '09:30', 'ANY 30')];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'appointment' }))).toEqual(['12/01/2026 09:30']);
  });

  it('keeps one slot per date, start time and provider', () => {
    const first = slot('12/01/2026', '09:00', 'ANY 30');
    const slots = [first, slot('12/01/2026', '09:00', 'NEW PATIENT 30'), slot('12/01/2026', '09:00', 'ANY 30', { providerid: '11' })];
    const built = buildSlots(slots, { patientType: 'new', mode: 'appointment' });
    expect(built.map((s) => [s.appointmentid, s.providerid])).toEqual([
      [first.appointmentid, '10'],
      [expect.any(String), '11'],
    ]);
  });
});

describe('slot building for IV services', () => {
  const ivTypes: AppointmentType[] = [
    { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: 30 },
    { appointmenttypeid: '12', name: 'IV INFUSION', shortname: 'INF', duration: 60 },
  ];

  it('keeps only IV type names, whatever the patient type', () => {
    const slots = [slot('12/01/2026', '09:00', 'INJECTION/ IV', { appointmenttypeid: '9' }), slot('12/01/2026', '10:00', 'ANY 30')];
    expect(times(buildSlots(slots, { patientType: 'existing', mode: 'iv', types: ivTypes }))).toEqual(['12/01/2026 09:00']);
  });

  it('drops slots that start before the previous one ends, using the type duration', () => {
    // Tue Dec 1 2026: a 60-minute infusion at 9:00 blocks 9:15 and 9:45; 10:00 is free again.
    const slots = [
      slot('12/01/2026', '09:00', 'IV INFUSION', { appointmenttypeid: '12', duration: 15 }),
      slot('12/01/2026', '09:15', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '09:45', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '10:00', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '10:15', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '10:30', 'INJECTION/ IV', { appointmenttypeid: '9' }),
    ];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'iv', types: ivTypes }))).toEqual([
      '12/01/2026 09:00',
      '12/01/2026 10:00',
      '12/01/2026 10:30',
    ]);
  });

  it('uses the slot duration when the type is unknown and starts fresh each day', () => {
    const slots = [
      slot('12/01/2026', '16:45', 'IV PUSH', { appointmenttypeid: '77', duration: 45 }),
      slot('12/02/2026', '08:00', 'IV PUSH', { appointmenttypeid: '77', duration: 45 }),
      slot('12/02/2026', '08:30', 'IV PUSH', { appointmenttypeid: '77', duration: 45 }),
    ];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'iv' }))).toEqual(['12/01/2026 16:45', '12/02/2026 08:00']);
  });

  it('reads start times with and without the leading zero alike when dropping overlaps', () => {
    // Tue Dec 1 2026: a 30-minute injection at 8:45 (athena-style, no leading zero) covers 09:00, not 09:15.
    const slots = [
      slot('12/01/2026', '8:45', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '09:00', 'INJECTION/ IV', { appointmenttypeid: '9' }),
      slot('12/01/2026', '9:15', 'INJECTION/ IV', { appointmenttypeid: '9' }),
    ];
    expect(times(buildSlots(slots, { patientType: 'new', mode: 'iv', types: ivTypes }))).toEqual(['12/01/2026 8:45', '12/01/2026 9:15']);
  });
});

describe('slot days and paging', () => {
  const sorted = ['12/01/2026', '12/02/2026', '12/03/2026', '12/04/2026', '12/07/2026'].flatMap((d) => [
    slot(d, '09:00', 'ANY 30'),
    slot(d, '13:00', 'ANY 30'),
  ]);
  const days = groupSlotsByDay(sorted);

  it('groups sorted slots into one column per date', () => {
    expect(days.map((d) => [d.date, d.slots.length])).toEqual([
      ['12/01/2026', 2],
      ['12/02/2026', 2],
      ['12/03/2026', 2],
      ['12/04/2026', 2],
      ['12/07/2026', 2],
    ]);
  });

  it('shows four days per page with previous and next flags', () => {
    const first = pageSlotDays(days, 0);
    expect(first.days.map((d) => d.date)).toEqual(['12/01/2026', '12/02/2026', '12/03/2026', '12/04/2026']);
    expect(first).toMatchObject({ page: 0, pageCount: 2, hasPrevious: false, hasNext: true });
    const second = pageSlotDays(days, 1);
    expect(second.days.map((d) => d.date)).toEqual(['12/07/2026']);
    expect(second).toMatchObject({ hasPrevious: true, hasNext: false });
  });

  it('clamps a page beyond either end', () => {
    expect(pageSlotDays(days, 9).page).toBe(1);
    expect(pageSlotDays(days, -3).page).toBe(0);
    expect(pageSlotDays([], 0)).toEqual({ days: [], page: 0, pageCount: 1, hasPrevious: false, hasNext: false });
  });

  it('falls back to five empty upcoming days, across a month end', () => {
    // Sat Nov 28 2026 in the clinic.
    expect(emptySlotDays({ year: 2026, month: 11, day: 28 })).toEqual([
      { date: '11/28/2026', slots: [] },
      { date: '11/29/2026', slots: [] },
      { date: '11/30/2026', slots: [] },
      { date: '12/01/2026', slots: [] },
      { date: '12/02/2026', slots: [] },
    ]);
  });
});

describe('upcoming slots', () => {
  it("drops today's times that have begun in the clinic, whatever the machine's zone, and keeps later days", () => {
    const slots = [slot('12/01/2025', '09:00', 'ANY 30'), slot('12/01/2025', '09:30', 'ANY 30'), slot('12/02/2025', '08:00', 'ANY 30')];
    // Mon Dec 1 2025, 9:30 PT (17:30 UTC): 9:00 and 9:30 have begun.
    expect(times(upcomingSlots(slots, new Date('2025-12-01T17:30:00Z')))).toEqual(['12/02/2025 08:00']);
    expect(times(upcomingSlots(slots, new Date('2025-12-01T17:29:00Z')))).toEqual(['12/01/2025 09:30', '12/02/2025 08:00']);
  });
});
