import type { AvailabilityAnswer } from '../../availability/availability-contract';
import { TIME_FIRST_MESSAGES, timesAsOfMessage } from '../../errors/error-messages';
import { clinicTimeLabel } from '../../rules/clinic-labels';
import { clinicTimeOf } from '../../time';

/** What the dialog says about the age of its times (issue #31, freshness). */
export type TimesFreshness =
  | { kind: 'fresh' }
  /** Older than the index's promise: the times are shown with their age. */
  | { kind: 'stale'; message: string }
  /** Past the stale limit, or no answer at all: no time is shown; the phone and "Choose a provider" are. */
  | { kind: 'unavailable'; message: string };

/** The notice for an answer (undefined: none could be had); the age in clinic time, since visitors may be elsewhere. */
export function timesFreshness(answer: AvailabilityAnswer | undefined): TimesFreshness {
  if (!answer || answer.status === 'unavailable') return { kind: 'unavailable', message: TIME_FIRST_MESSAGES.unavailable };
  if (answer.status === 'fresh') return { kind: 'fresh' };
  const asOf = answer.asOf ? new Date(answer.asOf) : undefined;
  // The contract allows a stale answer without its age: it still says the times are not current.
  if (!asOf || Number.isNaN(asOf.getTime())) return { kind: 'stale', message: timesAsOfMessage('a few minutes ago') };
  return { kind: 'stale', message: timesAsOfMessage(clinicTimeLabel(clinicTimeOf(asOf))) };
}
