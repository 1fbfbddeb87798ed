import type { AthenaRelayTransport } from '@clinic/adapters';
import { OFFICE_PHONE } from '@clinic/core';
import type { PatientAppointment, PatientBookings } from './patient-bookings';
import { UPSTREAM_MESSAGE, browserAnswer, type BrowserAnswer } from './athena-answer-filter';
import type { ProxyCall } from './call-resolution';
import { UpstreamUnavailable, callUpstream, type UnavailableReason } from './upstream-call';

/**
 * The answer when a booking's outcome is not known yet: athena has not answered within the route's deadline, or
 * the answer was lost after the request was sent and athena could not be asked whether the slot is now the
 * patient's (a connection refused before sending is a plain failure instead: NOT_SENT_ANSWER). HTTP 202 with a stable
 * code; the same booking sent again (same key, same body) waits for or replays the real outcome.
 */
export const OUTCOME_UNKNOWN = {
  status: 202,
  code: 'BOOKING_OUTCOME_UNKNOWN',
  error: `We could not confirm your booking yet. Please wait a moment and try again; do not book another time. If this keeps happening, call our office at ${OFFICE_PHONE}.`,
  retryAfterSeconds: 5,
} as const;

export const OUTCOME_UNKNOWN_ANSWER: BrowserAnswer = {
  status: OUTCOME_UNKNOWN.status,
  json: JSON.stringify({ error: OUTCOME_UNKNOWN.error, code: OUTCOME_UNKNOWN.code }),
};

/**
 * The answer when the booking certainly did not reach athena (the connection was refused or never opened): a
 * plain failure the patient may retry, never kept under the booking's key (a 5xx is not definitive).
 */
const NOT_SENT_ANSWER: BrowserAnswer = { status: 502, json: JSON.stringify({ error: UPSTREAM_MESSAGE.network }) };

export interface BookingOutcomeOptions {
  upstream: AthenaRelayTransport;
  bookings: PatientBookings;
  /** How long the booking call may take upstream before it is aborted (longer than the route waits). */
  deadlineMs: number;
  /** Told about each upstream failure kind, for the log. */
  onFailure?: (kind: UnavailableReason) => void;
}

/**
 * Books and finds out what happened, whatever athena does: its answer when it gives one; when it says the
 * slot is taken, or gives no answer at all, whether the slot is now booked for this very patient (their
 * own earlier attempt that landed late), read with the practice's credentials. Only a slot that is not theirs
 * stays a 409; an outcome nobody can tell is OUTCOME_UNKNOWN, which is never stored.
 */
export async function bookingOutcome(call: ProxyCall & { name: 'book' }, options: BookingOutcomeOptions): Promise<BrowserAnswer> {
  const patientId = call.sent.patientid ?? '';
  const appointmentId = call.ids.appointmentId;
  let answer: BrowserAnswer;
  try {
    answer = browserAnswer(call, await callUpstream(options.upstream, call.request, options.deadlineMs));
  } catch (error) {
    if (!(error instanceof UpstreamUnavailable)) throw error;
    options.onFailure?.(error.reason);
    if (error.neverSent) return NOT_SENT_ANSWER;
    const mine = await options.bookings.bookedSlot(patientId, appointmentId);
    return mine ? bookedAnswer(mine) : OUTCOME_UNKNOWN_ANSWER;
  }
  if (answer.status !== 409) return answer;
  const mine = await options.bookings.bookedSlot(patientId, appointmentId);
  return mine ? bookedAnswer(mine) : answer;
}

/** athena's booking answer, rebuilt from the booked list: `[BookedAppointment]` (athena-api.md §4.10). */
function bookedAnswer(appointment: PatientAppointment): BrowserAnswer {
  return { status: 200, json: JSON.stringify([{ ...appointment, appointmentstatus: appointment.appointmentstatus ?? 'f' }]) };
}
