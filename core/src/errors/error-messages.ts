import { sectionMessage } from '../i18n/catalog-message';
import { bookingEnglish } from '../i18n/catalogs/core.en.booking';
import { timeFirstEnglish } from '../i18n/catalogs/core.en.time-first';
import { englishText, englishTextsUnder } from '../i18n/english-texts';
import type { CoreCatalog } from '../i18n/site-languages';
import { translateCoreText } from '../i18n/translate-core-text';
import { errorText, nonEmptyText } from './error-text';
import type { BookingMode } from '../rules/provider-filter';
import type { SchedulerError } from './scheduler-error';

/** The step 2 error box, row by row in the spec's order; matching is case-sensitive as the table is written (booking.md §8). */
type BookingMessageId = keyof typeof bookingEnglish;

const PATIENT_STEP_ERROR_TABLE: ReadonlyArray<readonly [readonly string[], BookingMessageId | null]> = [
  [['Missing required fields'], null],
  [['Phone'], 'booking.patientStep.phone'],
  [['DOB', 'date of birth'], 'booking.patientStep.dob'],
  [['email'], 'booking.patientStep.email'],
  [['Required'], 'booking.patientStep.required'],
  [['Patient already exists'], 'booking.patientStep.exists'],
  [['Failed to book'], 'booking.patientStep.bookFailed'],
  [['network'], 'booking.patientStep.network'],
  [['Additional fields are required'], 'booking.patientStep.additionalFields'],
  [['400'], 'booking.patientStep.invalid'],
  [['402'], 'booking.patientStep.denied'],
  [['500'], 'booking.patientStep.server'],
];

/** A finished English core text in the catalog's language; without a catalog, English as it is. */
const translateIn = (catalog: CoreCatalog | undefined, text: string) => (catalog ? translateCoreText(catalog, text) : text);

export const PATIENT_STEP_FALLBACK = englishText(bookingEnglish, 'booking.patientStep.fallback');
export const MISSING_PATIENT_ID_MESSAGE = englishText(bookingEnglish, 'booking.missingPatientId');

const rowFor = (needle: string): BookingMessageId =>
  PATIENT_STEP_ERROR_TABLE.find(([needles]) => needles.includes(needle))?.[1] ?? 'booking.patientStep.fallback';

/** A scheduler that could not be reached or did not answer: the table's "network" row, whatever the text says. */
export function isOutage(error: SchedulerError): boolean {
  return error.code === 'NETWORK' || error.code === 'TIMEOUT';
}

/**
 * The text of a coded refusal from our proxy (429 BOOKING_LIMIT, REGISTRATION_LIMIT, PATIENT_BOOKING_LIMIT): it
 * says why and gives the office phone, so it is shown as sent, never a "try again" that cannot work.
 */
export function codedRefusalText(error: SchedulerError): string | undefined {
  if (error.status !== 429 || !nonEmptyText(error.detail?.code)) return undefined;
  return nonEmptyText(error.detail?.error);
}

/**
 * What the step 2 error box shows for a failure (booking.md §8, step 2 error box), in the catalog's language.
 * Outages reach the "network" row and a status the text does not name reaches its row ("400", "402", "500"), so no
 * HTTP wording is shown. The rows match athena's English; a text shown as sent stays athena's (or our proxy's).
 */
export function patientStepMessage(error: SchedulerError, catalog?: CoreCatalog): string {
  const row = patientStepRow(error);
  return typeof row === 'string' ? row : sectionMessage(catalog, bookingEnglish, row.id);
}

function patientStepRow(error: SchedulerError): string | { id: BookingMessageId } {
  if (isOutage(error)) return { id: rowFor('network') };
  const refused = codedRefusalText(error);
  if (refused) return refused;
  const text = errorText(error);
  if (!text) return { id: 'booking.patientStep.fallback' };
  const row = PATIENT_STEP_ERROR_TABLE.find(([needles]) => needles.some((n) => text.includes(n)));
  if (row) return row[1] ? { id: row[1] } : text;
  const status = error.status;
  if (status === 400 || status === 402) return { id: rowFor(String(status)) };
  if (status !== undefined && status >= 500) return { id: rowFor('500') };
  return text;
}

/** Step 3 fallbacks, word for word (booking.md §8, step 3). */
export const INSURANCE_STEP_FALLBACK = englishTextsUnder(bookingEnglish, 'booking.insuranceStep.');

/**
 * What step 3 shows when creating insurance, booking, or anything else failed: the scheduler's own explanation
 * of a refused request (a 4xx with a reason), else the stage's fallback, never raw HTTP or outage text.
 */
export function insuranceStepMessage(
  error: SchedulerError | undefined,
  stage: keyof typeof INSURANCE_STEP_FALLBACK = 'other',
  catalog?: CoreCatalog,
): string {
  const refused = error && codedRefusalText(error);
  if (refused) return refused;
  const fallback = sectionMessage(catalog, bookingEnglish, `booking.insuranceStep.${stage}`);
  const text = error && hasServerReason(error) ? errorText(error) : undefined;
  // The scheduler's reason keeps athena's words; the client's own prefix and rules read in the patient's language.
  return text === undefined ? fallback : translateIn(catalog, text);
}

// A client-side rule (no status) or a 4xx whose body explained itself; outages, 5xx and bare statuses have no reason to show.
function hasServerReason(error: SchedulerError): boolean {
  if (error.status === undefined) return error.code === 'INVALID_INPUT';
  const body = error.detail;
  return error.status < 500 && error.status !== 402 && Boolean(body?.error || body?.detailedmessage || body?.message);
}

const DUPLICATE_INSURANCE = /(already|existing|exists|duplicate).*insurance|insurance.*(already|exists|existing|duplicate)/i;

/** A 409, a Conflict, or a message about an existing or duplicate insurance package: booking goes on (booking.md §4). */
export function isDuplicateInsuranceError(error: SchedulerError): boolean {
  if (error.status === 409 || error.code === 'CONFLICT') return true;
  const texts = [errorText(error), nonEmptyText(error.detail?.error)];
  return texts.some((t) => t !== undefined && (t.includes('Conflict') || DUPLICATE_INSURANCE.test(t)));
}

/**
 * The slot search's failure texts for the screen and the toast (booking.md §8, search screen): athena's
 * detailedmessage, error or message, then the client's own message, else the default; `undefined` when the
 * search failed in our own rules (whose text is a programmer's, never shown).
 */
export function slotSearchFailure(error: SchedulerError | undefined, catalog?: CoreCatalog): { screen: string; toast: string } {
  const body = error?.detail;
  const found = nonEmptyText(body?.detailedmessage) ?? nonEmptyText(body?.error) ?? nonEmptyText(body?.message);
  const own = error ? errorText(error) : undefined;
  const detail = found ?? (own && translateIn(catalog, own)) ?? sectionMessage(catalog, bookingEnglish, 'booking.slotSearch.defaultDetail');
  return {
    screen: sectionMessage(catalog, bookingEnglish, 'booking.slotSearch.screen', { detail }),
    toast: sectionMessage(catalog, bookingEnglish, 'booking.slotSearch.toast', { detail }),
  };
}

/** Search-screen texts, word for word (booking.md §2, §5, §8); in the catalogs under `booking.search.`. */
export const SEARCH_MESSAGES = englishTextsUnder(bookingEnglish, 'booking.search.');

/** The search's empty result for the mode searched, word for word (booking.md §8); the CLI prints the same. */
export function noSlotsMessage(mode: BookingMode, catalog?: CoreCatalog): string {
  return sectionMessage(catalog, bookingEnglish, mode === 'iv' ? 'booking.search.noIvSlots' : 'booking.search.noSlots');
}

/**
 * The error toast of a failed load: "Failed to load departments: <detail>" (booking.md §8), the prefix said once,
 * in the catalog's language.
 */
export function loadingFailureMessage(what: 'initial' | 'departments' | 'providers', error: SchedulerError, catalog?: CoreCatalog): string {
  const id = `booking.loading.${what}` as const;
  const prefix = englishText(bookingEnglish, id, { detail: '' });
  const text = errorText(error);
  // The scheduling client already prefixes its own failures with the same words (scheduler-messages.ts).
  const detail = text?.startsWith(prefix) ? text.slice(prefix.length) : text;
  return sectionMessage(catalog, bookingEnglish, id, {
    detail: detail === undefined ? sectionMessage(catalog, bookingEnglish, 'booking.loading.unknownError') : translateIn(catalog, detail),
  });
}

/**
 * The time-first dialog's texts (issue #31), in English; in the catalogs under `timeFirst.`. `unavailable`, past the
 * index's stale limit, is followed by the phone.
 */
export const TIME_FIRST_MESSAGES = englishTextsUnder(timeFirstEnglish, 'timeFirst.');

/** "Times as of 9:41 AM": how old the times are once older than their freshness promise (clinic time). */
export function timesAsOfMessage(clinicTimeText: string, catalog?: CoreCatalog): string {
  return sectionMessage(catalog, timeFirstEnglish, 'timeFirst.freshness.asOf', { time: clinicTimeText });
}

/** The polite announcement of the list's length after each filter change. */
export function timesCountMessage(count: number, catalog?: CoreCatalog): string {
  if (count === 0) return sectionMessage(catalog, timeFirstEnglish, 'timeFirst.count.none');
  return count === 1
    ? sectionMessage(catalog, timeFirstEnglish, 'timeFirst.count.one')
    : sectionMessage(catalog, timeFirstEnglish, 'timeFirst.count.other', { count });
}
