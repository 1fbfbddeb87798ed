import { errorText, nonEmptyText } from './error-text';
import type { BookingMode } from '../rules/provider-filter';
import type { SchedulerError } from './scheduler-error';

/** The step 2 error box, row by row in the spec's order; matching is case-sensitive as the table is written (booking.md §8). */
const PATIENT_STEP_ERROR_TABLE: ReadonlyArray<readonly [readonly string[], string | null]> = [
  [['Missing required fields'], null],
  [['Phone'], 'Invalid phone number. Please enter a valid phone number'],
  [['DOB', 'date of birth'], 'Invalid date of birth. Please enter a valid date of birth'],
  [['email'], 'Invalid email format. Please enter a valid email'],
  [['Required'], 'Please fill all required fields'],
  [['Patient already exists'], 'Patient already exists in the system'],
  [['Failed to book'], 'Failed to book appointment. Please try again.'],
  [['network'], 'Network error. Please check your connection and try again.'],
  [
    ['Additional fields are required'],
    'Please fill in all required information including first name, last name, date of birth, and phone number.',
  ],
  [['400'], 'Invalid information provided. Please check your details and try again.'],
  [['402'], 'Access denied. Please contact support for assistance.'],
  [['500'], 'Server error. Please try again later.'],
];

export const PATIENT_STEP_FALLBACK = 'An error occurred while processing your request. Please try again.';
export const MISSING_PATIENT_ID_MESSAGE = 'Created patient but could not find patient ID in response. Please try again.';

const rowFor = (needle: string) => PATIENT_STEP_ERROR_TABLE.find(([needles]) => needles.includes(needle))?.[1] ?? PATIENT_STEP_FALLBACK;

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
 * What the step 2 error box shows for a failure (booking.md §8, step 2 error box). Outages reach the "network"
 * row and a status the text does not name reaches its row ("400", "402", "500"), so no HTTP wording is shown.
 */
export function patientStepMessage(error: SchedulerError): string {
  if (isOutage(error)) return rowFor('network');
  const refused = codedRefusalText(error);
  if (refused) return refused;
  const text = errorText(error);
  if (!text) return PATIENT_STEP_FALLBACK;
  const row = PATIENT_STEP_ERROR_TABLE.find(([needles]) => needles.some((n) => text.includes(n)));
  if (row) return row[1] ?? text;
  const status = error.status;
  if (status === 400 || status === 402) return rowFor(String(status));
  if (status !== undefined && status >= 500) return rowFor('500');
  return text;
}

/** Step 3 fallbacks, word for word (booking.md §8, step 3). */
export const INSURANCE_STEP_FALLBACK = {
  insurance: 'Failed to create insurance. Please try again.',
  booking: 'Failed to book appointment. Please try again.',
  other: 'Failed to process your request',
} as const;

/**
 * What step 3 shows when creating insurance, booking, or anything else failed: the scheduler's own explanation
 * of a refused request (a 4xx with a reason), else the stage's fallback, never raw HTTP or outage text.
 */
export function insuranceStepMessage(error: SchedulerError | undefined, stage: keyof typeof INSURANCE_STEP_FALLBACK = 'other'): string {
  const refused = error && codedRefusalText(error);
  if (refused) return refused;
  if (!error || !hasServerReason(error)) return INSURANCE_STEP_FALLBACK[stage];
  return errorText(error) ?? INSURANCE_STEP_FALLBACK[stage];
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

const SLOT_SEARCH_DEFAULT_DETAIL = 'Could not load available appointment times';

/**
 * The slot search's failure texts for the screen and the toast (booking.md §8, search screen): athena's
 * detailedmessage, error or message, then the client's own message, else the default; `undefined` when the
 * search failed in our own rules (whose text is a programmer's, never shown).
 */
export function slotSearchFailure(error: SchedulerError | undefined): { screen: string; toast: string } {
  const body = error?.detail;
  const detail =
    nonEmptyText(body?.detailedmessage) ??
    nonEmptyText(body?.error) ??
    nonEmptyText(body?.message) ??
    (error ? errorText(error) : undefined) ??
    SLOT_SEARCH_DEFAULT_DETAIL;
  return { screen: `Failed to find available times: ${detail}`, toast: `Could not load available slots: ${detail}` };
}

/** Search-screen texts, word for word (booking.md §2, §5, §8). */
export const SEARCH_MESSAGES = {
  selectReason: 'Please select a reason for visit',
  typesLoadFailed: 'Failed to load appointment types. Please try again.',
  providersLoadFailed: 'Failed to load providers. Please try again.',
  noIvSlots: 'No available IV appointment slots found. Try a different date range.',
  noSlots: 'No available appointment slots found for the selected criteria. Try different options or a different date range.',
  promptSelect: 'Please make selections from the section above in order to view available times',
  promptSearch: 'Click the search button to find available appointment times',
  promptClickSearch: 'Please click search to view available times',
  noOpenSlots: 'No open slots available',
} as const;

/** The search's empty result for the mode searched, word for word (booking.md §8); the CLI prints the same. */
export function noSlotsMessage(mode: BookingMode): string {
  return mode === 'iv' ? SEARCH_MESSAGES.noIvSlots : SEARCH_MESSAGES.noSlots;
}

const LOADING_PREFIX = {
  initial: 'Failed to load initial data: ',
  departments: 'Failed to load departments: ',
  providers: 'Failed to load providers: ',
} as const;

/** The error toast of a failed load: "Failed to load departments: <detail>" (booking.md §8), the prefix said once. */
export function loadingFailureMessage(what: keyof typeof LOADING_PREFIX, error: SchedulerError): string {
  const prefix = LOADING_PREFIX[what];
  const detail = errorText(error) ?? 'Unknown error';
  // The scheduling client already prefixes its own failures with the same words (scheduler-messages.ts).
  return detail.startsWith(prefix) ? detail : `${prefix}${detail}`;
}

/** The time-first dialog's texts (issue #31), in English; translations key on these names. */
export const TIME_FIRST_MESSAGES = {
  title: 'Soonest available times',
  loading: 'Finding the soonest times...',
  chooseProvider: 'Choose a provider',
  backToTimes: 'See the soonest times',
  noMatch: 'No times match these filters. Try fewer filters, or choose a provider.',
  /** Past the index's stale limit: no time is shown, the phone is. */
  unavailable: 'Available times cannot be shown right now. Please call our office at',
  conciergeOnly: 'sees patients only through our concierge medicine program.',
  conciergeLink: 'Schedule Concierge Consultation',
  zipUnknown: 'We do not know that ZIP code. Choose a clinic instead.',
  locationFailed: 'Your location could not be read. Enter a ZIP code or choose a clinic.',
} as const;

/** "Times as of 9:41 AM": how old the times are once older than their freshness promise (clinic time). */
export function timesAsOfMessage(clinicTimeText: string): string {
  return `Times as of ${clinicTimeText}`;
}

/** The polite announcement of the list's length after each filter change. */
export function timesCountMessage(count: number): string {
  if (count === 0) return 'No times match';
  return count === 1 ? '1 time available' : `${count} times available`;
}
