import type { AppointmentReason } from '../model';
import type { PatientType } from '../ports';
import { DEFAULT_REASONS } from '../catalog';

const REASONS_FALLBACK_MESSAGE = 'Failed to load appointment reasons. Using defaults.';

/** The built-in reasons of a patient type: New Patient, or Follow Up and Telehealth (booking.md §4, §9). */
export function defaultReasons(patientType: PatientType): AppointmentReason[] {
  return DEFAULT_REASONS[patientType].map((r) => ({ ...r }));
}

export interface ReasonsOutcome {
  reasons: AppointmentReason[];
  /** The toast text when the defaults replaced a failed load. */
  warning?: typeof REASONS_FALLBACK_MESSAGE;
}

/**
 * The reasons the dropdown offers, given what the scheduler answered for this patient type:
 * its list when it has one, the defaults when it is empty, the defaults and a warning when the call failed.
 */
export function reasonsOrDefaults(
  patientType: PatientType,
  loaded: { ok: true; reasons: readonly AppointmentReason[] } | { ok: false },
): ReasonsOutcome {
  if (!loaded.ok) return { reasons: defaultReasons(patientType), warning: REASONS_FALLBACK_MESSAGE };
  return { reasons: loaded.reasons.length > 0 ? [...loaded.reasons] : defaultReasons(patientType) };
}
