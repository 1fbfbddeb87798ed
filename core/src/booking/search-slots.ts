import type { AppointmentType, OpenSlot, SlotDay } from '../model';
import type { AvailabilityPort, ClockPort, PatientType } from '../ports';
import { SEARCH_MESSAGES, noSlotsMessage, slotSearchFailure } from '../errors/error-messages';
import { fail, ok, type Failure, type Result } from '../errors/result';
import { asSchedulerError } from '../errors/scheduler-error';
import { NO_IV_TYPE_MESSAGE } from '../rules/iv-type';
import type { BookingMode } from '../rules/provider-filter';
import { buildSlots, upcomingSlots } from '../rules/slot-building';
import { slotSearchWindow } from '../rules/date-windows';
import { groupSlotsByDay } from '../rules/slot-days';
import { fetchOpenSlots } from './fetch-open-slots';
import { clinicDateOf, formatUsDate } from '../time';

/** What the search screen has chosen when the visitor presses search. */
export interface SlotCriteria {
  mode: BookingMode;
  patientType: PatientType;
  departmentId: string;
  providerId: string;
  reasonId?: number;
  /**
   * The IV type in IV mode, or the booked visit's type when moving it; regular searches ask once per type that
   * suits the patient type.
   */
  appointmentTypeId?: string;
  types?: readonly AppointmentType[];
}

/** The slots found, or why none: INVALID (nothing searched), EMPTY (nothing open), ERROR (the search failed). */
export type SlotSearchOutcome = Result<
  { slots: OpenSlot[]; days: SlotDay[] },
  (Failure<'INVALID' | 'EMPTY'> & { message: string }) | (Failure<'ERROR'> & { message: string; toast: string })
>;

/** The search button: open slots from today to 90 days ahead in clinic time, built for the patient (booking.md §4, §7). */
export async function searchSlots(
  deps: { scheduler: AvailabilityPort; clock: ClockPort },
  criteria: SlotCriteria,
): Promise<SlotSearchOutcome> {
  // A search for one known type (moving a booked visit to another time) needs no reason: the type narrows the query.
  if (criteria.mode === 'appointment' && criteria.reasonId === undefined && !criteria.appointmentTypeId) {
    return fail('INVALID', { message: SEARCH_MESSAGES.selectReason });
  }
  if (criteria.mode === 'iv' && !criteria.appointmentTypeId) return fail('INVALID', { message: NO_IV_TYPE_MESSAGE });

  // "Today" is the clinic's date even when the machine is in another zone.
  const days = slotSearchWindow(clinicDateOf(deps.clock.now()));
  const window = {
    departmentId: criteria.departmentId,
    providerId: criteria.providerId,
    startDate: formatUsDate(days.first),
    endDate: formatUsDate(days.last),
  };
  let raw: OpenSlot[];
  try {
    raw = await fetchOpenSlots(deps.scheduler, {
      ...window,
      patientType: criteria.patientType,
      ...(criteria.appointmentTypeId ? { appointmentTypeId: criteria.appointmentTypeId } : {}),
      ...(criteria.types ? { types: criteria.types } : {}),
      ...(criteria.reasonId !== undefined ? { reasonId: criteria.reasonId } : {}),
    });
  } catch (error) {
    const { screen, toast } = slotSearchFailure(asSchedulerError(error));
    return fail('ERROR', { message: screen, toast });
  }

  try {
    const now = deps.clock.now();
    const upcoming = upcomingSlots(raw, now);
    const slots = buildSlots(upcoming, {
      patientType: criteria.patientType,
      mode: criteria.mode,
      ...(criteria.types ? { types: criteria.types } : {}),
    });
    if (slots.length === 0) {
      return fail('EMPTY', { message: noSlotsMessage(criteria.mode) });
    }
    return ok({ slots, days: groupSlotsByDay(slots) });
  } catch {
    // A slot the rules cannot read must end the search with a message, never leave it "Searching..." forever;
    // the exception's own text is a programmer's, so the spec's default detail is shown.
    const { screen, toast } = slotSearchFailure(undefined);
    return fail('ERROR', { message: screen, toast });
  }
}
