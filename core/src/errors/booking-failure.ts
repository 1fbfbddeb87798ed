import type { AppointmentDetails } from '../model';
import { bookingEnglish } from '../i18n/catalogs/core.en.booking';
import { englishText } from '../i18n/english-texts';
import type { Failure } from './result';

/** Stable codes for the wizard's expected failures; each driver maps them in one table. */
export type BookingFailureCode =
  | 'INVALID_FORM' // field messages to show under the inputs
  | 'INCOMPLETE_SLOT' // the clicked slot lacks a date, time or id
  | 'PATIENT_FAILED' // search or creation failed; message from the step 2 table
  | 'MISSING_PATIENT_ID' // created, but no id came back
  | 'INSURANCE_FAILED' // step 3 could not register insurance
  | 'BOOKING_FAILED' // the booking call failed for another reason
  | 'SLOT_TAKEN' // someone else booked the slot first: refresh the slots, keep the form
  | 'BOOKING_PENDING' // the booking's outcome is not known (no answer in time): it may have been made
  | 'BOOKING_UNAVAILABLE'; // athena refused online registration (402): only the office can book

/**
 * An expected failure of a wizard step, as a value. `details` is what a retry of this booking must reuse
 * (the patient and the insurance already registered), so the retry sends the identical booking.
 */
export type BookingFailure =
  | (Failure<'INVALID_FORM'> & { errors: Partial<Record<string, string>> })
  | (Failure<Exclude<BookingFailureCode, 'INVALID_FORM'>> & { message: string; details?: AppointmentDetails });

/** Our text for the lost race; the spec gives none. It names no patient data. */
export const SLOT_TAKEN_MESSAGE = englishText(bookingEnglish, 'booking.slotTaken');

/** Our text for a booking whose outcome is unknown: truthful, and it stops a second booking before a call. */
export const BOOKING_PENDING_MESSAGE = englishText(bookingEnglish, 'booking.pending');

/** Our text when online registration is refused (athena's 402, the spec's mock patient). */
export const BOOKING_UNAVAILABLE_MESSAGE = englishText(bookingEnglish, 'booking.unavailable');

/** Step 2 when a visitor who said "existing" matches no record (issue #35): it names no field and no person. */
export const NO_MATCHING_PATIENT_MESSAGE = englishText(bookingEnglish, 'booking.noMatchingPatient');

export const INCOMPLETE_SLOT_MESSAGE = englishText(bookingEnglish, 'booking.incompleteSlot');

/** A wizard failure with the spec's message; `details` when a retry must resend this very booking. */
export function failure<C extends Exclude<BookingFailureCode, 'INVALID_FORM'>>(
  code: C,
  message: string,
  details?: AppointmentDetails,
): Failure<C> & { message: string; details?: AppointmentDetails } {
  return details ? { ok: false, code, message, details } : { ok: false, code, message };
}
