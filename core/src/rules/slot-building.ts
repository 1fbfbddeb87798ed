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

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

// A number that grows with the MM/DD/YYYY date (31-day months are enough to order). Char codes, not
// slice + Number: this runs once per slot and dominates the cost on large schedules. Reading digits at fixed
// places is safe only because the branded types were checked where the slot entered (decision 63).
function dayNumber(d: UsDate): number {
  const year = digit(d, 6) * 1000 + digit(d, 7) * 100 + digit(d, 8) * 10 + digit(d, 9);
  return (year * 12 + digit(d, 0) * 10 + digit(d, 1)) * 31 + digit(d, 3) * 10 + digit(d, 4);
}

/**
 * Minutes since midnight of "HH:MM" or "H:MM". Char codes, not split + Number: this runs once per slot in
 * buildSlots; the branded type was checked where the slot entered (decision 63).
 */
function minutesOf(t: ClinicTime): number {
  return t.charCodeAt(1) === 58 // ':'
    ? digit(t, 0) * 60 + digit(t, 2) * 10 + digit(t, 3)
    : (digit(t, 0) * 10 + digit(t, 1)) * 60 + digit(t, 3) * 10 + digit(t, 4);
}

/** Open slots a patient may pick, in the order the wizard shows them (booking.md §4, slot building). */
export function buildSlots(slots: readonly OpenSlot[], ctx: SlotContext): OpenSlot[] {
  const keep = cachedByName(ctx.mode === 'iv' ? isIvTypeName : (name: string) => matchesPatientType(name, ctx.patientType));
  // One pass filters, computes each kept slot's minute of the schedule and numbers its provider; the order comes
  // from the minutes, and de-duplication compares provider numbers in a typed array instead of hashing ids.
  const kept = new Int32Array(slots.length);
  // Float64: a minute count of a far year overflows 32 bits.
  const keys = new Float64Array(slots.length);
  const providerOf = new Int32Array(slots.length);
  const providerNumbers = new Map<string, number>();
  let count = 0;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if (s.frozen || !keep(typeNameOf(s))) continue;
    let provider = providerNumbers.get(s.providerid);
    if (provider === undefined) providerNumbers.set(s.providerid, (provider = providerNumbers.size));
    kept[count] = i;
    providerOf[count] = provider;
    keys[count++] = dayNumber(s.date) * 1440 + minutesOf(s.starttime);
  }
  const order = stableOrderByKey(keys.subarray(0, count));

  const unique: OpenSlot[] = [];
  // The last time each provider was kept at: a second slot of the same provider and time is a duplicate.
  const lastKeptAt = new Float64Array(providerNumbers.size).fill(-1);
  for (let k = 0; k < order.length; k++) {
    const position = order[k]!;
    const time = keys[position]!;
    const provider = providerOf[position]!;
    // De-duplicated by date, start time and provider: the first in input order wins (the order is stable).
    if (lastKeptAt[provider] === time) continue;
    lastKeptAt[provider] = time;
    unique.push(slots[kept[position]!]!);
  }
  return ctx.mode === 'iv' ? dropIvCollisions(unique, ctx.types ?? []) : unique;
}

// A counting sort needs one counter per minute between the first and last slot: 90 days are about 130,000.
// Past this span (a caller passing years of slots) the native sort is the cheaper of the two.
const MAX_COUNTING_SPAN = 1 << 22;

/**
 * Positions 0..n-1 ordered by key, ties in input order (stable). Keys are minutes of the schedule, a small dense
 * range, so a counting sort does it in O(n + span) with no comparisons (`npm run bench`; core/bench/README.md).
 */
function stableOrderByKey(keys: Float64Array): Int32Array {
  const n = keys.length;
  const order = new Int32Array(n);
  if (n === 0) return order;
  let min = keys[0]!;
  let max = min;
  for (let i = 1; i < n; i++) {
    const key = keys[i]!;
    if (key < min) min = key;
    else if (key > max) max = key;
  }
  const span = max - min + 1;
  if (span > MAX_COUNTING_SPAN) return nativeStableOrder(keys, min);
  const starts = new Int32Array(span + 1);
  for (let i = 0; i < n; i++) starts[keys[i]! - min + 1]!++;
  for (let b = 1; b <= span; b++) starts[b]! += starts[b - 1]!;
  for (let i = 0; i < n; i++) order[starts[keys[i]! - min]!++] = i;
  return order;
}

/** The same order through a native sort of (key, position) pairs packed in one float (exact below 2^53). */
function nativeStableOrder(keys: Float64Array, min: number): Int32Array {
  const n = keys.length;
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = (keys[i]! - min) * n + i;
  packed.sort();
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = packed[k]! % n;
  return order;
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
