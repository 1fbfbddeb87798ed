import { describe, expect, it } from 'vitest';
import type { BookedAppointment } from '../model';
import type { PatientStorePort, SchedulerPort } from '../ports';
import { SchedulerError } from '../errors';
import { listBookedAppointments } from './list-booked';

const kept = (appointmentid: string, appointmentstatus = 'f'): BookedAppointment => ({
  appointmentid,
  appointmentstatus,
  date: '12/01/2025',
  starttime: '09:30',
  duration: 30,
  departmentid: '1',
  providerid: '2',
  patientid: '5001',
  appointmenttypeid: '21',
});
const storeWith = (appointments: BookedAppointment[]) => ({ listAppointments: async () => appointments }) as unknown as PatientStorePort;
const failing = (error: unknown) => ({ getBookedAppointments: () => Promise.reject(error) }) as unknown as SchedulerPort;
const query = { startDate: '12/01/2025', endDate: '12/31/2025' };
const down = new SchedulerError('NETWORK', 'Failed to get booked appointments: Network error: the request could not be sent.');

describe('listBookedAppointments: the booked list, or the locally kept one (booking.md §8)', () => {
  it('falls back to the locally kept appointments, grouped, when the scheduler fails', async () => {
    const list = await listBookedAppointments({ scheduler: failing(down), store: storeWith([kept('9'), kept('10', 'x')]) }, query);
    expect([list.scheduled, list.cancelled, list.rescheduled].map((g) => g.map((a) => a.appointmentid))).toEqual([['9'], ['10'], []]);
  });

  it('gives the scheduler\u2019s error when nothing is kept locally, or the local list cannot be read', async () => {
    await expect(listBookedAppointments({ scheduler: failing(down), store: storeWith([]) }, query)).rejects.toBe(down);
    const broken = { listAppointments: () => Promise.reject(new Error('quota')) } as unknown as PatientStorePort;
    await expect(listBookedAppointments({ scheduler: failing(down), store: broken }, query)).rejects.toBe(down);
  });

  it('passes the scheduler\u2019s own list through', async () => {
    const list = { scheduled: [kept('1')], cancelled: [], rescheduled: [] };
    const scheduler = { getBookedAppointments: async () => list } as unknown as SchedulerPort;
    expect(await listBookedAppointments({ scheduler, store: storeWith([kept('9')]) }, query)).toBe(list);
  });
});
