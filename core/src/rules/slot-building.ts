import type { AppointmentType, OpenSlot, SlotDay } from '../model';
import type { PatientType } from '../ports';
import { BOOKING_LIMITS } from '../catalog';
import { addClinicDays, formatUsDate, type ClinicDate } from '../time';
import { isIvTypeName } from './iv-type';
import type { BookingMode } from './provider-filter';

/** What slot building needs to know about the visitor's choices. */
export interface SlotContext {
  patientType: PatientType;
  mode: BookingMode;
  /** Appointment types of the provider, for the IV collision check's durations. */
  types?: readonly AppointmentType[];
}

const PATIENT_TYPE_WORDS: Record<PatientType, readonly string[]> = {
  existing: ['follow', 'any', 'telehealth'],
  new: ['new', 'any'],
};

/** The name the filters read: the slot's type, or the patient-facing name when athena omits it. */
function typeNameOf(slot: OpenSlot): string {
  return slot.appointmenttype || slot.patientappointmenttypename || '';
}

function matchesPatientType(slot: OpenSlot, patientType: PatientType): boolean {
  const name = typeNameOf(slot).toLowerCase();
  return PATIENT_TYPE_WORDS[patientType].some((w) => name.includes(w));
}

/** Minutes since midnight of "HH:MM" (also accepts "H:MM"). */
export function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

// One numeric key per slot (YYYYMMDD * 1440 + minutes) keeps the sort a plain O(n log n) number compare.
function sortKey(slot: OpenSlot): number {
  const d = slot.date;
  const ymd = Number(d.slice(6, 10)) * 10000 + Number(d.slice(0, 2)) * 100 + Number(d.slice(3, 5));
  return ymd * 1440 + minutesOf(slot.starttime);
}

/** Open slots a patient may pick, in the order the wizard shows them (booking.md §4, slot building). */
export function buildSlots(slots: readonly OpenSlot[], ctx: SlotContext): OpenSlot[] {
  const keep = ctx.mode === 'iv'
    ? (s: OpenSlot) => isIvTypeName(typeNameOf(s))
    : (s: OpenSlot) => matchesPatientType(s, ctx.patientType);
  const keyed: { key: number; slot: OpenSlot }[] = [];
  for (const slot of slots) if (!slot.frozen && keep(slot)) keyed.push({ key: sortKey(slot), slot });
  keyed.sort((a, b) => a.key - b.key);

  const seen = new Set<string>();
  const unique: OpenSlot[] = [];
  for (const { slot } of keyed) {
    const id = `${slot.date} ${slot.starttime} ${slot.providerid}`;
    if (seen.has(id)) continue;
    seen.add(id);
    unique.push(slot);
  }
  return ctx.mode === 'iv' ? dropIvCollisions(unique, ctx.types ?? []) : unique;
}

/** Drops IV slots starting before the previous kept slot of the same provider and day has ended. */
function dropIvCollisions(sorted: readonly OpenSlot[], types: readonly AppointmentType[]): OpenSlot[] {
  const durations = new Map(types.map((t) => [String(t.appointmenttypeid), t.duration]));
  const endByProvider = new Map<string, number>();
  let day = '';
  const kept: OpenSlot[] = [];
  for (const slot of sorted) {
    if (slot.date !== day) {
      day = slot.date;
      endByProvider.clear();
    }
    const start = minutesOf(slot.starttime);
    const previousEnd = endByProvider.get(slot.providerid);
    if (previousEnd !== undefined && start < previousEnd) continue;
    const duration = durations.get(slot.appointmenttypeid) ?? (slot.duration || BOOKING_LIMITS.defaultDurationMinutes);
    endByProvider.set(slot.providerid, start + duration);
    kept.push(slot);
  }
  return kept;
}

/** Groups sorted slots into day columns, keeping their order (booking.md §2, choose a time). */
export function groupSlotsByDay(slots: readonly OpenSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  let current: SlotDay | undefined;
  for (const slot of slots) {
    if (!current || current.date !== slot.date) {
      current = { date: slot.date, slots: [] };
      days.push(current);
    }
    current.slots.push(slot);
  }
  return days;
}

export interface SlotDayPage {
  days: SlotDay[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** One page of day columns, four days at a time (booking.md §9); out-of-range pages are clamped. */
export function pageSlotDays(days: readonly SlotDay[], page: number): SlotDayPage {
  const size = BOOKING_LIMITS.slotDaysPerPage;
  const pageCount = Math.max(1, Math.ceil(days.length / size));
  const current = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1);
  return {
    days: days.slice(current * size, current * size + size),
    page: current,
    pageCount,
    hasPrevious: current > 0,
    hasNext: current < pageCount - 1,
  };
}

/** With no slot data the picker still shows five upcoming days, empty (booking.md §2). */
export function emptySlotDays(today: ClinicDate): SlotDay[] {
  return Array.from({ length: BOOKING_LIMITS.emptySlotFallbackDays }, (_, i) => ({
    date: formatUsDate(addClinicDays(today, i)),
    slots: [],
  }));
}
