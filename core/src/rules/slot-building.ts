import type { AppointmentType, OpenSlot } from '../model';
import type { PatientType } from '../ports';
import { BOOKING_LIMITS } from '../catalog';
import { clinicInstant, parseUsDate, type ClinicTime, type UsDate } from '../time';
import { isIvTypeName } from './iv-type';
import type { BookingMode } from './provider-filter';

/** The slots not begun yet in the clinic: athena still lists today's earlier times as open, and none can be booked. */
export function upcomingSlots<S extends Pick<OpenSlot, 'date' | 'starttime'>>(slots: readonly S[], now: Date): S[] {
  return slots.filter((slot) => {
    const date = parseUsDate(slot.date);
    return date === undefined || clinicInstant(date, slot.starttime) > now;
  });
}

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

/** Does a slot of this type name suit the patient type (booking.md §4: follow/any/telehealth vs new/any)? */
export function matchesPatientType(typeName: string, patientType: PatientType): boolean {
  const name = typeName.toLowerCase();
  return PATIENT_TYPE_WORDS[patientType].some((w) => name.includes(w));
}

/** Minutes since midnight of "HH:MM" (also accepts "H:MM"). */
function minutesOf(time: ClinicTime): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

// A number that grows with the MM/DD/YYYY date (31-day months are enough to order). Char codes, not
// slice + Number: this runs once per slot and dominates the cost on large schedules. Reading digits at fixed
// places is safe only because the branded types were checked where the slot entered (decision 63).
function dayNumber(d: UsDate): number {
  const year = digit(d, 6) * 1000 + digit(d, 7) * 100 + digit(d, 8) * 10 + digit(d, 9);
  return (year * 12 + digit(d, 0) * 10 + digit(d, 1)) * 31 + digit(d, 3) * 10 + digit(d, 4);
}

/** Minutes since midnight of "HH:MM" or "H:MM". */
function startMinutes(t: ClinicTime): number {
  return t.charCodeAt(1) === 58 // ':'
    ? digit(t, 0) * 60 + digit(t, 2) * 10 + digit(t, 3)
    : (digit(t, 0) * 10 + digit(t, 1)) * 60 + digit(t, 3) * 10 + digit(t, 4);
}

// Room for about a million slots in the low bits of each sort key.
const INDEX_BITS = 2 ** 20;

/** Open slots a patient may pick, in the order the wizard shows them (booking.md §4, slot building). */
export function buildSlots(slots: readonly OpenSlot[], ctx: SlotContext): OpenSlot[] {
  const keep = cachedByName(ctx.mode === 'iv' ? isIvTypeName : (name: string) => matchesPatientType(name, ctx.patientType));
  if (slots.length >= INDEX_BITS) throw new RangeError(`buildSlots handles up to ${INDEX_BITS - 1} slots`);
  // Sorting a Float64Array of (time key, input index) is a native numeric sort: O(n log n), no comparator
  // calls, and stable because ties fall back to the input index. Filter and keys share one pass.
  const all = new Float64Array(slots.length);
  let count = 0;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if (s.frozen || !keep(typeNameOf(s))) continue;
    all[count++] = (dayNumber(s.date) * 1440 + startMinutes(s.starttime)) * INDEX_BITS + i;
  }
  const keys = all.subarray(0, count);
  keys.sort();

  const unique: OpenSlot[] = [];
  const providersAtTime = new Set<string>();
  let currentTime = -1;
  for (const key of keys) {
    const time = Math.floor(key / INDEX_BITS);
    const slot = slots[key - time * INDEX_BITS]!;
    if (time !== currentTime) {
      currentTime = time;
      providersAtTime.clear();
    }
    // De-duplicated by date, start time and provider: the first in input order wins.
    if (providersAtTime.has(slot.providerid)) continue;
    providersAtTime.add(slot.providerid);
    unique.push(slot);
  }
  return ctx.mode === 'iv' ? dropIvCollisions(unique, ctx.types ?? []) : unique;
}

/** Type names repeat a lot; each distinct name is judged once. */
function cachedByName(test: (name: string) => boolean): (name: string) => boolean {
  const cache = new Map<string, boolean>();
  return (name) => {
    let hit = cache.get(name);
    if (hit === undefined) cache.set(name, (hit = test(name)));
    return hit;
  };
}

/** Drops IV slots starting before the previous kept slot of the same provider and day has ended. */
function dropIvCollisions(sorted: readonly OpenSlot[], types: readonly AppointmentType[]): OpenSlot[] {
  const durations = new Map(types.map((t) => [String(t.appointmenttypeid), t.duration]));
  const endByProvider = new Map<string, number>();
  let day: UsDate | undefined;
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
