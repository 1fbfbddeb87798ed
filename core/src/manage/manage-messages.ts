import { OFFICE_PHONE } from '../catalog';
import { MANAGE_LIMITS } from './manage-limits';

/** Stable codes of every manage failure; each answer body is `{ code, message }`. */
export const MANAGE_ERROR_CODES = [
  'INVALID_INPUT',
  'RATE_LIMITED',
  'MANAGE_UNAVAILABLE',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_LOCKED',
  'SESSION_EXPIRED',
  'APPOINTMENT_NOT_FOUND',
  'NOT_CANCELLABLE',
  'ALREADY_CANCELLED',
  'CHANGE_IN_PROGRESS',
  'SLOT_UNAVAILABLE',
  'NOT_SAME_VISIT',
] as const;

export type ManageErrorCode = (typeof MANAGE_ERROR_CODES)[number];

/** The HTTP status each code is answered with. */
export const MANAGE_ERROR_STATUS: Record<ManageErrorCode, number> = {
  INVALID_INPUT: 400,
  RATE_LIMITED: 429,
  MANAGE_UNAVAILABLE: 503,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_LOCKED: 400,
  SESSION_EXPIRED: 401,
  APPOINTMENT_NOT_FOUND: 404,
  NOT_CANCELLABLE: 409,
  ALREADY_CANCELLED: 409,
  CHANGE_IN_PROGRESS: 409,
  SLOT_UNAVAILABLE: 409,
  NOT_SAME_VISIT: 422,
};

/** Plain sentences; where the patient cannot go on alone they give the office phone. */
export const MANAGE_MESSAGES: Record<ManageErrorCode, string> = {
  INVALID_INPUT: 'Please check the highlighted fields.',
  RATE_LIMITED: `Too many attempts. Please wait a few minutes and try again, or call us at ${OFFICE_PHONE}.`,
  MANAGE_UNAVAILABLE: `Managing appointments online is not available right now. Please try again in a few minutes or call us at ${OFFICE_PHONE}.`,
  CODE_INVALID: 'That code is not correct. Please check the e-mail we sent and try again.',
  CODE_EXPIRED: 'That code has expired. Please request a new code.',
  CODE_LOCKED: 'That code was entered wrongly too many times. Please request a new code.',
  SESSION_EXPIRED: 'For your privacy, your session has ended. Please request a new code to continue.',
  APPOINTMENT_NOT_FOUND: `We could not find that appointment. Please call us at ${OFFICE_PHONE}.`,
  NOT_CANCELLABLE: `This appointment can no longer be changed online. Please call us at ${OFFICE_PHONE}.`,
  ALREADY_CANCELLED: 'This appointment is already cancelled.',
  CHANGE_IN_PROGRESS: 'This appointment is being changed right now. Please wait a moment and check your appointments again.',
  SLOT_UNAVAILABLE: 'Sorry, that time was just taken. Your appointment has not changed; please choose another time.',
  NOT_SAME_VISIT: 'The new time must be with the same provider and for the same type of visit.',
};

/** Texts of successful answers and of the form's fields. */
export const MANAGE_TEXTS = {
  codeSent: `If the e-mail and date of birth match our records, we have sent a ${MANAGE_LIMITS.codeDigits}-digit code to that e-mail. It expires in ${MANAGE_LIMITS.codeTtlMinutes} minutes.`,
  oldAppointmentStillBooked: `Your new appointment is booked, but we could not cancel your previous one. Please call us at ${OFFICE_PHONE} so we can cancel it.`,
  cancelled: 'Your appointment is cancelled. We have sent you a confirmation e-mail.',
  rescheduled: 'Your appointment is moved. We have sent you a confirmation e-mail.',
  patientsPerSession: `If more than ${MANAGE_LIMITS.patientsPerSession} people share this e-mail and date of birth, only ${MANAGE_LIMITS.patientsPerSession} of them are shown here; for the others, please call us at ${OFFICE_PHONE}.`,
  emailInvalid: 'Please enter a valid email address',
  dobInvalid: 'Please enter a valid date',
  codeFormat: `Please enter the ${MANAGE_LIMITS.codeDigits}-digit code from the e-mail.`,
  reason: 'Please choose a reason.',
  appointmentId: 'Please choose an appointment time.',
} as const;
