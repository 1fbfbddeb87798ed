import { BOOKING_LIMITS, CONCIERGE_PROVIDER_ID } from '../catalog';
import type { AppointmentType, OpenSlot, Provider } from '../model';
import { providersForMode } from '../rules/provider-filter';
import { buildSlots, upcomingSlots } from '../rules/slot-building';
import type { AvailabilityQuery, AvailableSlot } from './availability-contract';

/** What the index knows of the practice besides its slots: who is bookable in each mode, and the types' durations. */
export interface AvailabilityDirectory {
  providers: readonly Provider[];
  types: readonly AppointmentType[];
}

/**
 * The group's bookable times for one patient type and mode (issue #31), soonest first, ties by provider id:
 * booking.md §4's slot building (`buildSlots`, `upcomingSlots`) over the providers the mode offers
 * (`providersForMode`: IV mode is the IV office service, appointment mode every clinician), never the
 * concierge-only provider.
 */
export function availableTimes(
  slots: readonly OpenSlot[],
  query: AvailabilityQuery,
  directory: AvailabilityDirectory,
  now: Date,
): AvailableSlot[] {
  const offered = new Set(
    providersForMode(directory.providers, undefined, query.mode)
      .map((p) => p.providerid)
      .filter((id) => id !== CONCIERGE_PROVIDER_ID),
  );
  const asked = slots.filter(
    (s) =>
      offered.has(s.providerid) &&
      (query.providerId === undefined || s.providerid === query.providerId) &&
      (query.departmentId === undefined || s.departmentid === query.departmentId),
  );
  // buildSlots orders by date and time, keeping the input's order for ties: sorted by provider first, ties read by id.
  asked.sort((a, b) => Number(a.providerid) - Number(b.providerid));
  const built = buildSlots(asked, { patientType: query.patientType, mode: query.mode, types: directory.types });
  return upcomingSlots(built, now).map(toAvailableSlot);
}

function toAvailableSlot(slot: OpenSlot): AvailableSlot {
  return {
    appointmentid: slot.appointmentid,
    date: slot.date,
    starttime: slot.starttime,
    departmentid: slot.departmentid,
    providerid: slot.providerid,
    appointmenttypeid: slot.appointmenttypeid,
    appointmenttype: slot.appointmenttype,
    ...(slot.patientappointmenttypename !== undefined ? { patientappointmenttypename: slot.patientappointmenttypename } : {}),
    duration: slot.duration > 0 ? slot.duration : BOOKING_LIMITS.defaultDurationMinutes,
  };
}
