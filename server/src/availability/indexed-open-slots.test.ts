import type { ClinicTime, OpenSlot, UsDate } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import type { IndexedAvailability } from './availability-store';
import { openSlotsFromIndex } from './indexed-open-slots';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const slot = (appointmentid: string, date: string, starttime: string, providerid = '2', appointmenttypeid = '1'): OpenSlot => ({
  appointmentid,
  date: date as UsDate,
  starttime: starttime as ClinicTime,
  departmentid: '1',
  providerid,
  appointmenttypeid,
  appointmenttype: 'NEW PATIENT 30',
  duration: 30,
});
const STATE: IndexedAvailability = {
  slots: [
    slot('12', '12/02/2025', '09:00'),
    slot('11', '12/01/2025', '15:00'),
    slot('13', '12/02/2025', '09:00', '3'),
    slot('14', '12/03/2025', '08:00', '2', '3'),
  ],
  nearRefreshedAt: new Date('2025-12-01T16:00:00Z'),
  farRefreshedAt: new Date('2025-12-01T16:00:00Z'),
  directory: {
    departmentIds: ['1', '2'],
    providers: [],
    types: [
      { appointmenttypeid: '1', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30 },
      { appointmenttypeid: '3', name: 'FOLLOW UP 15', shortname: 'FU15', duration: 15 },
    ],
  },
};
const search = {
  departmentid: '1',
  appointmenttypeid: '1',
  startdate: '12/01/2025',
  enddate: '12/31/2025',
  ignoreschedulablepermission: 'true',
};
const answer = (sent: Record<string, string>) => {
  const json = openSlotsFromIndex(STATE, sent, TODAY);
  return json === undefined
    ? undefined
    : (JSON.parse(json) as { appointments: { appointmentid: number }[]; totalcount: number; next?: string });
};

describe('the seed’s open-slot search answered from the index', () => {
  it('lists the type’s slots in athena’s shape and order, for the providers asked', () => {
    expect(answer(search)).toEqual({
      totalcount: 3,
      appointments: [
        expect.objectContaining({
          appointmentid: 11,
          departmentid: 1,
          providerid: 2,
          appointmenttypeid: 1,
          date: '12/01/2025',
          starttime: '15:00',
        }),
        expect.objectContaining({ appointmentid: 12 }),
        expect.objectContaining({ appointmentid: 13 }),
      ],
    });
    expect(answer({ ...search, providerid: '3' })?.appointments.map((s) => s.appointmentid)).toEqual([13]);
  });

  it('pages as athena does, with a path-only next link', () => {
    const first = answer({ ...search, limit: '2' });
    expect(first?.appointments.map((s) => s.appointmentid)).toEqual([11, 12]);
    expect(first?.next).toMatch(/^\/appointments\/open\?.*offset=2/);
    const next = new URLSearchParams(first!.next!.split('?')[1]);
    expect(answer(Object.fromEntries(next))?.appointments.map((s) => s.appointmentid)).toEqual([13]);
  });

  it('leaves to athena what the index cannot answer exactly', () => {
    expect(answer({ ...search, reasonid: '1001', providerid: '2' })).toBeUndefined();
    expect(answer({ ...search, appointmenttypeid: '101' })).toBeUndefined(); // a type the index does not read
    expect(answer({ ...search, ignoreschedulablepermission: 'false' })).toBeUndefined();
    expect(answer({ ...search, departmentid: '4' })).toBeUndefined(); // a department without a roster
    expect(answer({ ...search, enddate: '03/15/2026' })).toBeUndefined(); // past the 90-day window
  });
});
