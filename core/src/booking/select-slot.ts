import type { AppointmentDetails, AppointmentReason, OpenSlot } from '../model';
import { BOOKING_LIMITS } from '../catalog';
import { failure, INCOMPLETE_SLOT_MESSAGE } from '../errors/booking-failure';
import { ok, type Failure, type Result } from '../errors/result';

/** A slot click: needs time, date and id; gives the slot with the first reason to remember (booking.md §4, step 1 to 2). */
export function selectSlot(
  slot: OpenSlot,
  reasons: readonly AppointmentReason[],
): Result<AppointmentDetails, Failure<'INCOMPLETE_SLOT'> & { message: string }> {
  if (!slot.starttime || !slot.date || !slot.appointmentid) return failure('INCOMPLETE_SLOT', INCOMPLETE_SLOT_MESSAGE);
  const reasonid = reasons[0]?.reasonid;
  return ok({
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
  });
}
