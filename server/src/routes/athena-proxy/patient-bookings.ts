import { operationRequest, parseJsonBody, type AthenaRelayTransport } from '@clinic/adapters';
import { BOOKING_LIMITS, addClinicDays, clinicDateOf, formatUsDate } from '@clinic/core';
import { z } from 'zod';
import { callUpstream } from './upstream-call';

const bookedItem = z.object({
  appointmentid: z.union([z.string(), z.number()]).transform(String),
  appointmentstatus: z.string().optional(),
  patientid: z.union([z.string(), z.number()]).transform(String).optional(),
  date: z.string().optional(),
  starttime: z.string().optional(),
  duration: z.union([z.string(), z.number()]).optional(),
  departmentid: z.union([z.string(), z.number()]).transform(String).optional(),
  providerid: z.union([z.string(), z.number()]).transform(String).optional(),
  appointmenttypeid: z.union([z.string(), z.number()]).transform(String).optional(),
  appointmenttype: z.string().optional(),
});
const bookedList = z.object({ appointments: z.array(bookedItem).default([]) });
export type PatientAppointment = z.output<typeof bookedItem>;

// Anything a patient can book lies inside the search window; a few days more covers a slot found at midnight.
const UPCOMING_DAYS = BOOKING_LIMITS.searchWindowDays + 7;
const CANCELLED = 'x';

/**
 * What the proxy reads about one patient's appointments with the practice's own (staff) credentials, never
 * relayed to the browser as such: how many upcoming ones they hold, and whether a given slot is now theirs.
 */
export class PatientBookings {
  constructor(
    private readonly upstream: AthenaRelayTransport,
    private readonly deadlineMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The patient's upcoming, not cancelled appointments; undefined when athena could not tell. */
  async upcoming(patientId: string): Promise<PatientAppointment[] | undefined> {
    const today = clinicDateOf(new Date(this.now()));
    const request = operationRequest('patientAppointments', {
      params: {
        patientid: patientId,
        startdate: formatUsDate(today),
        enddate: formatUsDate(addClinicDays(today, UPCOMING_DAYS)),
        showcancelled: false,
        limit: 100,
      },
    });
    try {
      const raw = await callUpstream(this.upstream, request, this.deadlineMs);
      if (raw.status !== 200) return undefined;
      const parsed = bookedList.safeParse(parseJsonBody(raw.text));
      if (!parsed.success) return undefined;
      return parsed.data.appointments.filter((a) => a.patientid === patientId && a.appointmentstatus !== CANCELLED);
    } catch {
      return undefined;
    }
  }

  /** The appointment in slot `appointmentId` if it is now booked for this patient; undefined when not (or unknown). */
  async bookedSlot(patientId: string, appointmentId: string): Promise<PatientAppointment | undefined> {
    return (await this.upcoming(patientId))?.find((a) => a.appointmentid === appointmentId);
  }
}
