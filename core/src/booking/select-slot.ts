import type { AppointmentDetails, AppointmentReason, OpenSlot } from '../model';
import { BOOKING_LIMITS } from '../catalog';
import { failure, INCOMPLETE_SLOT_MESSAGE, type BookingFailure } from '../errors/booking-failure';

/** Step 1 → 2 on a slot click: needs time, date and id; remembers the slot and the first reason (booking.md §4). */
export function selectSlot(
  slot: OpenSlot,
  reasons: readonly AppointmentReason[],
): { ok: true; step: 2; details: AppointmentDetails } | BookingFailure {
  if (!slot.starttime || !slot.date || !slot.appointmentid) return failure('INCOMPLETE_SLOT', INCOMPLETE_SLOT_MESSAGE);
  const reasonid = reasons[0]?.reasonid;
  return {
    ok: true,
    step: 2,
    details: {
      date: slot.date,
      time: slot.starttime,
      id: slot.appointmentid,
      appointmenttypeid: slot.appointmenttypeid,
      departmentid: slot.departmentid,
      providerid: slot.providerid,
      ...(reasonid !== undefined ? { reasonid } : {}),
      duration: slot.duration || BOOKING_LIMITS.defaultDurationMinutes,
      copay: BOOKING_LIMITS.defaultCopay,
      insuranceid: '',
    },
  };
}
