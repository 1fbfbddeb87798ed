import type { AppointmentType } from '../model';
import { isIvTypeName } from './iv-type';
import type { PatientType } from '../ports';

/** booking.md §9: by slot duration, the type names to try in order (target, then fallbacks). */
const TYPE_MAPPING: Record<PatientType, Record<number, readonly string[]>> = {
  new: {
    15: ['ANY 15', 'ANY 20'],
    20: ['ANY 20', 'ANY 30'],
    30: ['NEW PATIENT 30', 'ANY 30'],
    40: ['NEW PATIENT 40', 'ANY 30'],
    60: ['ANY 30', 'TELEHEALTH'],
  },
  existing: {
    15: ['FOLLOW UP 15', 'ANY 15'],
    20: ['FOLLOW UP 20', 'ANY 20'],
    30: ['FOLLOW UP 30', 'ANY 30', 'TELEHEALTH'],
    40: ['ANY 30', 'TELEHEALTH'],
    60: ['TELEHEALTH', 'ANY 30'],
  },
};

const ELIGIBLE_WORDS: Record<PatientType, readonly string[]> = {
  new: ['NEW PATIENT', 'ANY', 'TELEHEALTH'],
  existing: ['FOLLOW UP', 'ANY', 'TELEHEALTH'],
};

// Upper case with single spaces, so "Follow  up 15" and "FOLLOW UP 15" compare equal.
function normalize(name: string): string {
  return name.toUpperCase().replace(/\s+/g, ' ').trim();
}

/** Whole-word match, so "ANY 15" does not pick "ANY 150". */
function hasPhrase(name: string, phrase: string): boolean {
  const n = ` ${normalize(name).replace(/[^A-Z0-9 ]/g, ' ')} `.replace(/\s+/g, ' ');
  return n.includes(` ${phrase} `);
}

/** May a patient of this type be booked into an appointment type of this name (booking.md §9)? */
export function isTypeEligible(patientType: PatientType, name: string): boolean {
  return ELIGIBLE_WORDS[patientType].some((w) => hasPhrase(name, w));
}

/** The appointment type to book a slot of this duration with, for this patient type (booking.md §9). */
export function mapAppointmentType(
  patientType: PatientType,
  slotDurationMinutes: number,
  types: readonly AppointmentType[],
): AppointmentType | undefined {
  for (const wanted of TYPE_MAPPING[patientType][slotDurationMinutes] ?? []) {
    const hit = types.find((t) => hasPhrase(t.name, wanted));
    if (hit) return hit;
  }
  return closestDuration(
    types.filter((t) => isTypeEligible(patientType, t.name)),
    slotDurationMinutes,
  );
}

/** The first of the types whose duration is nearest to `minutes`. */
function closestDuration(types: readonly AppointmentType[], minutes: number): AppointmentType | undefined {
  let best: AppointmentType | undefined;
  for (const t of types) {
    if (!best || Math.abs(t.duration - minutes) < Math.abs(best.duration - minutes)) best = t;
  }
  return best;
}

// Patient-facing names for athena's internal type names ("NEW PATIENT 30", "ANY 20"), the reasons' own words first.
const VISIT_LABELS: readonly (readonly [test: (name: string) => boolean, label: string])[] = [
  [isIvTypeName, 'IV Therapy'],
  [(name) => hasPhrase(name, 'TELEHEALTH'), 'Telehealth'],
  [(name) => hasPhrase(name, 'NEW PATIENT'), 'New Patient'],
  [(name) => hasPhrase(name, 'FOLLOW UP'), 'Follow Up'],
];

/** What a patient reads for a booked visit's type: never athena's internal name; "Office Visit" for ANY and the rest. */
export function visitLabel(typeName: string | undefined): string {
  const name = typeName ?? '';
  return VISIT_LABELS.find(([test]) => test(name))?.[1] ?? 'Office Visit';
}
