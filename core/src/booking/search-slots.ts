import type { AppointmentType, OpenSlot, SlotDay } from '../model';
import type { Clock, PatientType, SchedulerPort } from '../ports';
import { BOOKING_LIMITS } from '../catalog';
import { SEARCH_MESSAGES, slotSearchFailure } from '../errors/error-messages';
import { NO_IV_TYPE_MESSAGE } from '../rules/iv-type';
import type { BookingMode } from '../rules/provider-filter';
import { buildSlots, matchesPatientType } from '../rules/slot-building';
import { groupSlotsByDay } from '../rules/slot-days';
import { addClinicDays, clinicDateOf, clinicInstant, formatUsDate, parseUsDate } from '../time';

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

export type SlotSearchOutcome =
  | { ok: true; slots: OpenSlot[]; days: SlotDay[] }
  | { ok: false; kind: 'invalid' | 'empty'; message: string }
  | { ok: false; kind: 'error'; message: string; toast: string };

/** The search button: open slots from today to 90 days ahead in clinic time, built for the patient (booking.md §4, §7). */
export async function searchSlots(deps: { scheduler: SchedulerPort; clock: Clock }, criteria: SlotCriteria): Promise<SlotSearchOutcome> {
  // A search for one known type (moving a booked visit to another time) needs no reason: the type narrows the query.
  if (criteria.mode === 'appointment' && criteria.reasonId === undefined && !criteria.appointmentTypeId) {
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
    raw = await fetchOpenSlots(deps.scheduler, criteria, window);
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

type SlotWindow = { departmentId: string; providerId: string; startDate: string; endDate: string };

// athena returns no slot unless a type or a reason narrows the query (athena-api.md §4.5), so a regular
// search asks once per appointment type that suits the patient, and by reason when no type is known.
async function fetchOpenSlots(scheduler: SchedulerPort, criteria: SlotCriteria, window: SlotWindow): Promise<OpenSlot[]> {
  const byType = (appointmentTypeId: string) =>
    scheduler.getOpenSlots({ ...window, appointmentTypeId, ignoreSchedulablePermission: true });
  if (criteria.appointmentTypeId) return byType(criteria.appointmentTypeId);
  const typeIds = (criteria.types ?? [])
    .filter((t) => matchesPatientType(t.name, criteria.patientType))
    .map((t) => t.appointmenttypeid);
  if (typeIds.length === 0) return scheduler.getOpenSlotsByReason({ ...window, reasonId: criteria.reasonId!, ignoreSchedulablePermission: true });
  return (await Promise.all(typeIds.map(byType))).flat();
}
