import { BOOKING_LIMITS, CONCIERGE_PROVIDER_ID } from '../catalog';
import type { AppointmentType, OpenSlot, Provider } from '../model';
import { providersForMode } from '../rules/provider-filter';
import { buildSlots, upcomingSlots } from '../rules/slot-building';
import { addClinicDays, clinicDateOf, formatUsDate, usDateKey } from '../time';
import type { AvailabilityQuery, AvailableSlot } from './availability-contract';

/** What the index knows of the practice besides its slots: who is bookable in each mode, and the types' durations. */
export interface AvailabilityDirectory {
  providers: readonly Provider[];
  types: readonly AppointmentType[];
}

/**
 * The slots one patient type and mode may be offered (issue #31), soonest first, ties by provider id: booking.md
 * §4's slot building (`buildSlots`) over the providers the mode offers (`providersForMode`: IV mode is the IV office
 * service, appointment mode every clinician), never the concierge-only provider. Independent of the hour, so a
 * server may keep it while its index does not change; `availableTimes` then drops the times already begun.
 */
export function offeredSlots(slots: readonly OpenSlot[], query: AvailabilityQuery, directory: AvailabilityDirectory): OpenSlot[] {
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
  return buildSlots(asked, { patientType: query.patientType, mode: query.mode, types: directory.types });
}

/**
 * The offered slots (in `offeredSlots`' order) not begun at `now`, as GET /api/availability serves them, within the
 * first `days` clinic days when asked. Only today's need the clock (`upcomingSlots`); days before today are gone,
 * later days all ahead.
 */
export function availableTimes(offered: readonly OpenSlot[], now: Date, days?: number): AvailableSlot[] {
  const todayDate = clinicDateOf(now);
  const today = formatUsDate(todayDate);
  const todayKey = usDateKey(today);
  const first = offered.findIndex((s) => usDateKey(s.date) >= todayKey);
  if (first === -1) return [];
  const endKey = days === undefined ? undefined : usDateKey(formatUsDate(addClinicDays(todayDate, days)));
  const past = endKey === undefined ? -1 : offered.findIndex((s, i) => i >= first && usDateKey(s.date) >= endKey);
  const within = offered.slice(first, past === -1 ? offered.length : past);
  const end = within.findIndex((s) => s.date !== today);
  const todays = end === -1 ? within : within.slice(0, end);
  const later = end === -1 ? [] : within.slice(end);
  return [...upcomingSlots(todays, now), ...later].map(toAvailableSlot);
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
