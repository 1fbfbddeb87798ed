import { catalogMessage } from '../i18n/catalog-message';
import { waitlistEnglish } from '../i18n/catalogs/core.en.waitlist';
import { englishText } from '../i18n/english-texts';
import type { CoreCatalog, CoreMessageId } from '../i18n/site-languages';

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

/**
 * Kind sentences for every outcome a patient can meet: a link that no longer works is a page, never an error. The
 * words are the catalogs' (`waitlist.outcome.<CODE>`); in a language: `waitlistMessage`.
 */
export const WAITLIST_MESSAGES: Record<WaitlistOutcomeCode, string> = {
  INVALID_INPUT: englishText(waitlistEnglish, 'waitlist.outcome.INVALID_INPUT'),
  NOT_FOUND: englishText(waitlistEnglish, 'waitlist.outcome.NOT_FOUND'),
  OFFER_EXPIRED: englishText(waitlistEnglish, 'waitlist.outcome.OFFER_EXPIRED'),
  OFFER_USED: englishText(waitlistEnglish, 'waitlist.outcome.OFFER_USED'),
  OFFER_TAKEN: englishText(waitlistEnglish, 'waitlist.outcome.OFFER_TAKEN'),
  SLOT_TAKEN: englishText(waitlistEnglish, 'waitlist.outcome.SLOT_TAKEN'),
  NOT_EARLIER: englishText(waitlistEnglish, 'waitlist.outcome.NOT_EARLIER'),
  BEING_CHANGED: englishText(waitlistEnglish, 'waitlist.outcome.BEING_CHANGED'),
  NO_EMAIL: englishText(waitlistEnglish, 'waitlist.outcome.NO_EMAIL'),
  RATE_LIMITED: englishText(waitlistEnglish, 'waitlist.outcome.RATE_LIMITED'),
  SESSION_EXPIRED: englishText(waitlistEnglish, 'waitlist.outcome.SESSION_EXPIRED'),
  WAITLIST_UNAVAILABLE: englishText(waitlistEnglish, 'waitlist.outcome.WAITLIST_UNAVAILABLE'),
};

/** An outcome's text in the catalog's language; a code the catalogs do not have yet reads its English here. */
export function waitlistMessage(code: WaitlistOutcomeCode, catalog?: CoreCatalog): string {
  const id = `waitlist.outcome.${code}`;
  return catalog && id in catalog.messages ? catalogMessage(catalog, id as CoreMessageId) : WAITLIST_MESSAGES[code];
}

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
