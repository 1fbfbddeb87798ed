import type { AppointmentType, OpenSlot, SlotDay } from '../model';
import type { Clock, PatientType, SchedulerPort } from '../ports';
import { BOOKING_LIMITS } from '../catalog';
import { SEARCH_MESSAGES, slotSearchFailure } from '../errors/error-messages';
import { NO_IV_TYPE_MESSAGE } from '../rules/iv-type';
import type { BookingMode } from '../rules/provider-filter';
import { buildSlots } from '../rules/slot-building';
import { groupSlotsByDay } from '../rules/slot-days';
import { fetchOpenSlots } from './fetch-open-slots';
import { addClinicDays, clinicDateOf, clinicInstant, formatUsDate, parseUsDate } from '../time';

/** What the search screen has chosen when the visitor presses search. */
export interface SlotCriteria {
  mode: BookingMode;
  patientType: PatientType;
  departmentId: string;
  providerId: string;
  reasonId?: number;
  /** The IV type in IV mode; regular searches ask once per type that suits the patient type. */
  appointmentTypeId?: string;
  types?: readonly AppointmentType[];
}

export type SlotSearchOutcome =
  | { ok: true; slots: OpenSlot[]; days: SlotDay[] }
  | { ok: false; kind: 'invalid' | 'empty'; message: string }
  | { ok: false; kind: 'error'; message: string; toast: string };

/** The search button: open slots from today to 90 days ahead in clinic time, built for the patient (booking.md §4, §7). */
export async function searchSlots(deps: { scheduler: SchedulerPort; clock: Clock }, criteria: SlotCriteria): Promise<SlotSearchOutcome> {
  if (criteria.mode === 'appointment' && criteria.reasonId === undefined) {
    return { ok: false, kind: 'invalid', message: SEARCH_MESSAGES.selectReason };
  }
  if (criteria.mode === 'iv' && !criteria.appointmentTypeId) return { ok: false, kind: 'invalid', message: NO_IV_TYPE_MESSAGE };

  // "Today" is the clinic's date even when the machine is in another zone.
  const today = clinicDateOf(deps.clock.now());
  const window = {
    departmentId: criteria.departmentId,
    providerId: criteria.providerId,
    startDate: formatUsDate(today),
    endDate: formatUsDate(addClinicDays(today, BOOKING_LIMITS.searchWindowDays)),
  };
  let raw: OpenSlot[];
  try {
    raw = await fetchOpenSlots(deps.scheduler, {
      ...window, patientType: criteria.patientType,
      ...(criteria.appointmentTypeId ? { appointmentTypeId: criteria.appointmentTypeId } : {}),
      ...(criteria.types ? { types: criteria.types } : {}),
      ...(criteria.reasonId !== undefined ? { reasonId: criteria.reasonId } : {}),
    });
  } catch (error) {
    const { screen, toast } = slotSearchFailure(error);
    return { ok: false, kind: 'error', message: screen, toast };
  }

  try {
    const now = deps.clock.now();
    const upcoming = raw.filter((slot) => !hasStarted(slot, now));
    const slots = buildSlots(upcoming, { patientType: criteria.patientType, mode: criteria.mode, ...(criteria.types ? { types: criteria.types } : {}) });
    if (slots.length === 0) {
      return { ok: false, kind: 'empty', message: criteria.mode === 'iv' ? SEARCH_MESSAGES.noIvSlots : SEARCH_MESSAGES.noSlots };
    }
    return { ok: true, slots, days: groupSlotsByDay(slots) };
  } catch {
    // A slot the rules cannot read must end the search with a message, never leave it "Searching..." forever;
    // the exception's own text is a programmer's, so the spec's default detail is shown.
    const { screen, toast } = slotSearchFailure(undefined);
    return { ok: false, kind: 'error', message: screen, toast };
  }
}

// Today's times that have begun in the clinic can no longer be booked.
function hasStarted(slot: OpenSlot, now: Date): boolean {
  const date = parseUsDate(slot.date);
  return date !== undefined && /^\d{1,2}:\d{2}$/.test(slot.starttime) && clinicInstant(date, slot.starttime) <= now;
}
