/** Stable codes for the wizard's expected failures; each driver maps them in one table. */
export const BOOKING_FAILURE_CODES = [
  'INVALID_FORM', // field messages to show under the inputs
  'INCOMPLETE_SLOT', // the clicked slot lacks a date, time or id
  'PATIENT_FAILED', // search or creation failed; message from the step 2 table
  'MISSING_PATIENT_ID', // created, but no id came back
  'INSURANCE_FAILED', // step 3 could not register insurance
  'BOOKING_FAILED', // the booking call failed for another reason
  'SLOT_TAKEN', // someone else booked the slot first: refresh the slots, keep the form
] as const;

export type BookingFailureCode = (typeof BOOKING_FAILURE_CODES)[number];

/** An expected failure of a wizard step, as a value. */
export type BookingFailure =
  | { ok: false; code: 'INVALID_FORM'; errors: Partial<Record<string, string>> }
  | { ok: false; code: Exclude<BookingFailureCode, 'INVALID_FORM'>; message: string };

/** Our text for the lost race; the spec gives none. It names no patient data. */
export const SLOT_TAKEN_MESSAGE = 'That time was just booked by someone else. Please choose another time.';

export const INCOMPLETE_SLOT_MESSAGE = 'This time cannot be booked. Please choose another time.';

export function failure(code: Exclude<BookingFailureCode, 'INVALID_FORM'>, message: string): BookingFailure {
  return { ok: false, code, message };
}
