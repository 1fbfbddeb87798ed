import { OFFICE_PHONE } from '../catalog';

/** Stable codes of what an offer link or the waitlist routes can answer besides success (issue #33). */
export const WAITLIST_OUTCOME_CODES = [
  'INVALID_INPUT',
  'NOT_FOUND',
  'OFFER_EXPIRED',
  'OFFER_USED',
  'OFFER_TAKEN',
  'SLOT_TAKEN',
  'NOT_EARLIER',
  'BEING_CHANGED',
  'NO_EMAIL',
  'RATE_LIMITED',
  'SESSION_EXPIRED',
  'WAITLIST_UNAVAILABLE',
] as const;
export type WaitlistOutcomeCode = (typeof WAITLIST_OUTCOME_CODES)[number];

/** Kind sentences for every outcome a patient can meet: a link that no longer works is a page, never an error. */
export const WAITLIST_MESSAGES: Record<WaitlistOutcomeCode, string> = {
  INVALID_INPUT: 'Please check your choices and try again.',
  NOT_FOUND: `This link does not work. Your appointment has not changed. Questions? Call us at ${OFFICE_PHONE}.`,
  OFFER_EXPIRED: `This offer has expired, so your appointment has not changed. You are still on the list for an earlier time.`,
  OFFER_USED: `This offer has already been used. Your appointments are on the manage page, or call us at ${OFFICE_PHONE}.`,
  OFFER_TAKEN: `Sorry, another patient took this time first. Your appointment has not changed, and you are still on the list for an earlier time.`,
  SLOT_TAKEN: `Sorry, this time was booked just before you. Your appointment has not changed, and you are still on the list for an earlier time.`,
  NOT_EARLIER: 'There is no earlier time to wait for: this appointment has started or is cancelled.',
  BEING_CHANGED: `Your appointment is being changed right now, so nothing was moved. Please try again in a minute, or call us at ${OFFICE_PHONE}.`,
  NO_EMAIL: `We have no e-mail address to send earlier times to. Call us at ${OFFICE_PHONE} and we will add one.`,
  RATE_LIMITED: 'Too many tries. Please wait a minute and try again.',
  SESSION_EXPIRED: 'Your session has ended. Please sign in again.',
  WAITLIST_UNAVAILABLE: `We cannot do this right now. Your appointment has not changed. Please try again in a few minutes or call us at ${OFFICE_PHONE}.`,
};

/** The HTTP status each outcome is answered with; the offer page reads the body, never the status alone. */
export const WAITLIST_OUTCOME_STATUS: Record<WaitlistOutcomeCode, number> = {
  INVALID_INPUT: 400,
  NOT_FOUND: 404,
  OFFER_EXPIRED: 410,
  OFFER_USED: 409,
  OFFER_TAKEN: 409,
  SLOT_TAKEN: 409,
  NOT_EARLIER: 409,
  BEING_CHANGED: 409,
  NO_EMAIL: 422,
  RATE_LIMITED: 429,
  SESSION_EXPIRED: 401,
  WAITLIST_UNAVAILABLE: 503,
};
