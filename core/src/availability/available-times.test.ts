import { describe, expect, it } from 'vitest';
import type { AppointmentType, OpenSlot, Provider } from '../model';
import type { ClinicTime, UsDate } from '../time';
import { availableTimes, offeredSlots } from './available-times';
import { availabilityFreshness } from './availability-status';
import { availabilityWindows, indexedTypes } from './availability-windows';

const provider = (providerid: string, displayname: string): Provider => ({ providerid, firstname: '', lastname: '', displayname });
const PROVIDERS = [
  provider('1', 'Concierge'),
  provider('2', 'Dr Two'),
  provider('3', 'Dr Three'),
  provider('20', 'IV_OFFICE'),
  provider('21', 'IV_HOME'),
];
const type = (appointmenttypeid: string, name: string, duration = 30): AppointmentType => ({
  appointmenttypeid,
  name,
  shortname: name,
  duration,
});
const TYPES = [type('1', 'NEW PATIENT 30'), type('3', 'FOLLOW UP 15', 15), type('9', 'INJECTION/ IV'), type('101', 'LAB DRAW')];

let nextId = 1;
function slot(providerid: string, date: string, starttime: string, appointmenttypeid = '1'): OpenSlot {
  const t = TYPES.find((x) => x.appointmenttypeid === appointmenttypeid)!;
  return {
    appointmentid: String(nextId++),
    date: date as UsDate,
    starttime: starttime as ClinicTime,
    departmentid: '2',
    providerid,
    appointmenttypeid,
    appointmenttype: t.name,
    duration: t.duration,
  };
}

// Mon Dec 1 2025, 10:00 in the clinic (18:00 UTC).
const NOW = new Date('2025-12-01T18:00:00Z');

describe('the group-wide times the index serves', () => {
  it('are soonest first, ties by provider id, never begun, never the concierge-only provider', () => {
    const slots = [
      slot('3', '12/02/2025', '09:00'),
      slot('2', '12/02/2025', '09:00'),
      slot('1', '12/01/2025', '11:00'), // concierge only
      slot('2', '12/01/2025', '09:00'), // begun already
      slot('3', '11/30/2025', '15:00'), // yesterday
      slot('3', '12/01/2025', '15:00'),
    ];
    const times = availableTimes(
      offeredSlots(slots, { patientType: 'new', mode: 'appointment' }, { providers: PROVIDERS, types: TYPES }),
      NOW,
    );
    expect(times.map((t) => `${t.date} ${t.starttime} ${t.providerid}`)).toEqual([
      '12/01/2025 15:00 3',
      '12/02/2025 09:00 2',
      '12/02/2025 09:00 3',
    ]);
  });

  it('keep only the first `days` clinic days when asked, today counted as the first', () => {
    const slots = [
      slot('2', '12/01/2025', '15:00'),
      slot('2', '12/02/2025', '09:00'),
      slot('3', '12/02/2025', '16:00'),
      slot('2', '12/03/2025', '09:00'),
    ];
    const offered = offeredSlots(slots, { patientType: 'new', mode: 'appointment' }, { providers: PROVIDERS, types: TYPES });
    expect(availableTimes(offered, NOW, 2).map((t) => `${t.date} ${t.starttime}`)).toEqual([
      '12/01/2025 15:00',
      '12/02/2025 09:00',
      '12/02/2025 16:00',
    ]);
    expect(availableTimes(offered, NOW, 1).map((t) => `${t.date} ${t.starttime}`)).toEqual(['12/01/2025 15:00']);
    expect(availableTimes(offered, NOW)).toHaveLength(4);
  });

  it('apply the patient type of booking.md §4 and the optional provider and department', () => {
    const slots = [slot('2', '12/02/2025', '09:00', '1'), slot('2', '12/02/2025', '10:00', '3'), slot('3', '12/02/2025', '11:00', '3')];
    const directory = { providers: PROVIDERS, types: TYPES };
    const existing = availableTimes(offeredSlots(slots, { patientType: 'existing', mode: 'appointment', providerId: '2' }, directory), NOW);
    expect(existing.map((t) => t.starttime)).toEqual(['10:00']);
    expect(
      availableTimes(offeredSlots(slots, { patientType: 'existing', mode: 'appointment', departmentId: '9' }, directory), NOW),
    ).toEqual([]);
  });

  it('in IV mode are the IV office service’s IV types only', () => {
    const slots = [slot('20', '12/02/2025', '09:00', '9'), slot('21', '12/02/2025', '09:00', '9'), slot('2', '12/02/2025', '09:00', '1')];
    const times = availableTimes(offeredSlots(slots, { patientType: 'new', mode: 'iv' }, { providers: PROVIDERS, types: TYPES }), NOW);
    expect(times.map((t) => t.providerid)).toEqual(['20']);
  });
});

describe('the index’s freshness', () => {
  const at = (iso: string) => new Date(iso);
  it('is fresh within each promise, stale past one with the oldest part as asOf, unavailable past 15 minutes', () => {
    const snapshot = { nearRefreshedAt: at('2025-12-01T18:00:00Z'), farRefreshedAt: at('2025-12-01T17:55:00Z') };
    expect(availabilityFreshness(snapshot, at('2025-12-01T18:00:30Z'))).toEqual({ status: 'fresh', asOf: snapshot.farRefreshedAt });
    expect(availabilityFreshness(snapshot, at('2025-12-01T18:01:01Z')).status).toBe('stale');
    expect(availabilityFreshness(snapshot, at('2025-12-01T18:10:00Z'))).toEqual({ status: 'stale', asOf: snapshot.farRefreshedAt });
    expect(availabilityFreshness(snapshot, at('2025-12-01T18:10:01Z'))).toEqual({ status: 'unavailable', asOf: null });
    expect(availabilityFreshness(undefined, NOW)).toEqual({ status: 'unavailable', asOf: null });
  });
});

describe('the index’s windows and types', () => {
  it('split the 90-day window after 14 clinic days', () => {
    expect(availabilityWindows({ year: 2025, month: 12, day: 1 })).toEqual({
      near: { startDate: '12/01/2025', endDate: '12/14/2025' },
      far: { startDate: '12/15/2025', endDate: '03/01/2026' },
    });
  });

  it('read only the types some patient may be offered', () => {
    expect(indexedTypes(TYPES).map((t) => t.appointmenttypeid)).toEqual(['1', '3', '9']);
  });
});
