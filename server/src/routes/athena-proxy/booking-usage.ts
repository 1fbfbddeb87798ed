import { parseJsonBody } from '@clinic/adapters';
import { clinicDateOf, clinicDaysBetween, parseUsDate, USAGE_COUNTERS, type UsageCountersPort } from '@clinic/core';
import { z } from 'zod';
import type { BrowserAnswer } from './athena-answer-filter';
import { ERROR_MESSAGE } from '../../plugins/error-handler';
import { isConfirmed, NOT_BOUND, SHARED_STATE_DOWN } from './browser-replies';
import { LIMIT_REFUSAL } from './proxy-limits';
import { OUTCOME_UNKNOWN } from './booking-outcome';

/**
 * `booking_failed`'s labels (decision 96): a closed set, one per way the proxy answers a booking athena was asked
 * about. Nothing of the answer's text is ever a label.
 */
const BOOKING_FAILURE_LABEL = {
  /** 409: athena says the slot is taken, and not by this patient's own earlier attempt. */
  slotTaken: 'SLOT_TAKEN',
  /** 202: athena did not say in time, and its booked list could not tell (booking-outcome.ts). */
  outcomeUnknown: OUTCOME_UNKNOWN.code,
  /** 429: athena throttled the call. */
  athenaBusy: 'ATHENA_BUSY',
  /** 5xx, our credentials refused, or athena unreachable. */
  athenaFailed: 'ATHENA_FAILED',
  /** Any other 4xx: athena refused the request (a field it would not take). */
  athenaRefused: 'ATHENA_REFUSED',
} as const;

/** The busy minute's refusal, which the browser gets without a code (LIMIT_REFUSAL.perMinute). */
const RATE_LIMITED = 'RATE_LIMITED';

/**
 * The proxy's own refusals of a booking that never reached athena, counted as `booking_failed` under their stable
 * code (browser-replies.ts, proxy-limits.ts): a patient over a limit, a binding expired, Redis down.
 */
const REFUSAL_CODES: ReadonlySet<string> = new Set([
  LIMIT_REFUSAL.bookings.code,
  LIMIT_REFUSAL.perPatient.code,
  NOT_BOUND.code,
  SHARED_STATE_DOWN.code,
  RATE_LIMITED,
]);
const refusalBody = z.object({ code: z.string().optional(), error: z.string().optional() });

// athena's booking answer (athena-api.md §4.10): only the visit's date is read, for days_to_visit.
const bookedVisit = z.array(z.object({ date: z.string() }).loose()).min(1);

/**
 * Counts one booking's settled outcome: `booked` and the whole clinic days from today to the visit (`days_to_visit`),
 * or `booking_failed` labelled by how it failed. Called once per booking athena was asked about (a keyed booking's
 * repeats replay it uncounted); never waits for the count to be stored.
 */
export function countBookingOutcome(usage: UsageCountersPort, answer: BrowserAnswer, now: Date): void {
  if (!isConfirmed(answer)) {
    void usage.increment(USAGE_COUNTERS.bookingFailed, { label: failureLabel(answer.status) });
    return;
  }
  void usage.increment(USAGE_COUNTERS.booked);
  const visit = visitDate(answer.json);
  // A date athena did not send is not counted as 0 days: the mean would drift towards today.
  if (visit) void usage.increment(USAGE_COUNTERS.daysToVisit, { by: Math.max(0, clinicDaysBetween(clinicDateOf(now), visit)) });
}

/**
 * The label of a booking refused before athena, read from the proxy's answer; undefined for anything else (athena's
 * answers are counted where they settle, by countBookingOutcome). The busy minute's 429 has no code: its text is ours.
 */
export function refusalLabel(status: number, payload: unknown): string | undefined {
  if (status !== 403 && status !== 429 && status !== 503) return undefined;
  const body = refusalBody.safeParse(typeof payload === 'string' ? parseJsonBody(payload) : undefined);
  if (!body.success) return undefined;
  const code = body.data.code ?? (status === 429 && body.data.error === ERROR_MESSAGE.rateLimited ? RATE_LIMITED : undefined);
  return code !== undefined && REFUSAL_CODES.has(code) ? code : undefined;
}

function failureLabel(status: number): string {
  if (status === OUTCOME_UNKNOWN.status) return BOOKING_FAILURE_LABEL.outcomeUnknown;
  if (status === 409) return BOOKING_FAILURE_LABEL.slotTaken;
  if (status === 429) return BOOKING_FAILURE_LABEL.athenaBusy;
  if (status >= 500) return BOOKING_FAILURE_LABEL.athenaFailed;
  return BOOKING_FAILURE_LABEL.athenaRefused;
}

function visitDate(json: string) {
  const parsed = bookedVisit.safeParse(parseJsonBody(json));
  return parsed.success ? parseUsDate(parsed.data[0]!.date) : undefined;
}
