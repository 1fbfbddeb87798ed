import type { AppointmentDetails, AppointmentType, BookedAppointment, BookingInput } from '../model';
import type { BookingsPort, PatientType } from '../ports';
import { BOOKING_PENDING_MESSAGE, SLOT_TAKEN_MESSAGE } from '../errors/booking-failure';
import { isOutage } from '../errors/error-messages';
import { fail, ok, type Failure, type Result } from '../errors/result';
import { asSchedulerError, type SchedulerError } from '../errors/scheduler-error';
import { isTypeEligible, mapAppointmentType } from '../rules/type-mapping';
import type { BookingMode } from '../rules/provider-filter';
import { bookingRequestKey } from './booking-key';

/** What the booking needs to know beyond the slot: who books, in which mode, among which types. */
export interface BookingContext {
  patientType: PatientType;
  mode?: BookingMode;
  /** The provider's appointment types; without them the slot's own type is booked. */
  types?: readonly AppointmentType[];
  notes?: string;
  /** One key per booking attempt (the driver makes it), so a double click or a retry is replayed, never booked twice. */
  idempotencyKey?: string;
  /**
   * An earlier try of this same booking got no answer: if the slot now reads as taken, it may well be taken by
   * that very try, so the patient is told the outcome is unknown rather than that someone else took it.
   */
  outcomeUnknown?: boolean;
}

export type BookOutcome = Result<
  BookedAppointment,
  | (Failure<'SLOT_TAKEN'> & { message: string })
  // No answer in time, or the server says the booking is still running: it may have been made.
  | (Failure<'PENDING'> & { message: string })
  | (Failure<'ERROR'> & { error: SchedulerError })
>;

/**
 * The type to book: the slot's own when the patient may use it, otherwise the §9 mapping by slot duration.
 * IV slots keep their type: the mapping table is for regular visits only.
 */
export function bookingTypeId(details: AppointmentDetails, ctx: BookingContext): string {
  if (ctx.mode === 'iv' || !ctx.types?.length) return details.appointmenttypeid;
  const own = ctx.types.find((t) => String(t.appointmenttypeid) === String(details.appointmenttypeid));
  if (own && isTypeEligible(ctx.patientType, own.name)) return details.appointmenttypeid;
  return mapAppointmentType(ctx.patientType, details.duration, ctx.types)?.appointmenttypeid ?? details.appointmenttypeid;
}

/** Books the chosen slot for a patient; a slot taken meanwhile is SLOT_TAKEN, an unknown outcome PENDING. */
export async function bookSlot(
  scheduler: Pick<BookingsPort, 'bookAppointment'>,
  input: { details: AppointmentDetails; patientId: string; insuranceId?: string; context: BookingContext },
): Promise<BookOutcome> {
  const { details, patientId, context } = input;
  const body: Omit<BookingInput, 'idempotencyKey'> = {
    appointmentid: details.id,
    patientid: patientId,
    appointmenttypeid: bookingTypeId(details, context),
    departmentid: details.departmentid,
    ...(details.reasonid !== undefined ? { reasonid: details.reasonid } : {}),
    ...(context.notes?.trim() ? { notes: context.notes.trim() } : {}),
    ...(input.insuranceId ? { insuranceid: input.insuranceId } : {}),
  };
  try {
    // Without a driver's attempt key, the same patient booking the same slot again is still a replay.
    const appointment = await scheduler.bookAppointment({
      ...body,
      idempotencyKey: bookingRequestKey(context.idempotencyKey ?? `${details.id}:${patientId}`, body),
    });
    return ok(appointment);
  } catch (thrown) {
    const error = asSchedulerError(thrown);
    const taken = error.code === 'SLOT_UNAVAILABLE';
    if (taken && !context.outcomeUnknown) return fail('SLOT_TAKEN', { message: SLOT_TAKEN_MESSAGE });
    if (taken || isOutage(error)) return fail('PENDING', { message: BOOKING_PENDING_MESSAGE });
    return fail('ERROR', { error });
  }
}
