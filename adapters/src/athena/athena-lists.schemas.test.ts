import { clinicTimeLabel, type ClinicTime, type UsDate } from '@clinic/core';
import { describe, expect, it } from 'vitest';
import { openSlotsPage } from './athena-lists.schemas';

// One open slot as athena sends it (athena-api.md §4.8): Wed Dec 2 2026, 9:00 AM at Glendale.
const row = {
  appointmentid: '2204083',
  date: '12/02/2026',
  starttime: '09:00',
  departmentid: '1',
  providerid: '86',
  appointmenttypeid: '82',
  appointmenttype: 'New Patient',
  duration: '30',
};

describe("athena's open slots at the adapter edge (decision 63)", () => {
  it.each([
    ['an impossible month and day', { date: '13/45/2026' }],
    ['an ISO date', { date: '2026-12-02' }],
    ['an empty date', { date: '' }],
    ['an hour past the day', { starttime: '25:00' }],
    ['an empty start', { starttime: '' }],
  ])('drops a slot with %s and keeps the good ones', (_what, broken) => {
    const page = openSlotsPage.parse({ appointments: [{ ...row, appointmentid: '1', ...broken }, row] });
    expect(page.items.map((s) => s.appointmentid)).toEqual(['2204083']);
  });

  it("keeps athena's hour without a leading zero", () => {
    // Wed Dec 2 2026, 9:30 AM written "9:30".
    const page = openSlotsPage.parse({ appointments: [{ ...row, starttime: '9:30' }] });
    expect(page.items.map((s) => s.starttime)).toEqual(['9:30']);
  });

  it('hands the core checked dates and times that its labels accept', () => {
    const [slot] = openSlotsPage.parse({ appointments: [row] }).items;
    const checked: { date: UsDate; starttime: ClinicTime } | undefined = slot;
    expect(checked && clinicTimeLabel(checked.starttime)).toBe('9:00 AM');
  });
});
