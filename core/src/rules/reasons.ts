import type { AppointmentReason } from '../model';
import type { PatientType } from '../ports';
import { DEFAULT_REASONS } from '../catalog';
import type { Result } from '../errors/result';

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
 * The reasons the dropdown offers, given the scheduler's answer for this patient type (the core's one `Result`):
 * its list when it has one, the defaults when it is empty, the defaults and a warning when the call failed. It
 * cannot fail itself, so it answers a plain value.
 */
export function reasonsOrDefaults(patientType: PatientType, loaded: Result<readonly AppointmentReason[]>): ReasonsOutcome {
  if (!loaded.ok) return { reasons: defaultReasons(patientType), warning: REASONS_FALLBACK_MESSAGE };
  return { reasons: loaded.value.length > 0 ? [...loaded.value] : defaultReasons(patientType) };
}
