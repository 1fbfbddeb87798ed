import { schedulerEnglish } from '../i18n/catalogs/core.en.scheduler';
import { englishText, englishTextsUnder } from '../i18n/english-texts';

/** The scheduling client's error prefixes, word for word (booking.md §8); the server's detail is appended. */
export const SCHEDULER_FAILURE_PREFIX = Object.fromEntries(
  Object.entries(englishTextsUnder(schedulerEnglish, 'scheduler.', { detail: '' })).map(([operation, text]) => [operation, text.trimEnd()]),
) as ReturnType<typeof englishTextsUnder<typeof schedulerEnglish, 'scheduler.'>>;

export type SchedulerOperation = keyof typeof SCHEDULER_FAILURE_PREFIX;

/** Client-side rule messages of the scheduling client (booking.md §5), word for word. */
export const SCHEDULER_RULE_MESSAGE = {
  ...englishTextsUnder(schedulerEnglish, 'scheduler.rule.'),
  invalidAppointmentTypeId: (value: unknown) =>
    englishText(schedulerEnglish, 'scheduler.rule.invalidAppointmentTypeId', { value: String(value) }),
};

/** athena's exact 409 body when a slot is already booked (athena-api.md §4.10). */
export const ATHENA_SLOT_TAKEN = {
  detailedmessage: 'The appointment ID is already booked or is not marked as being available to be scheduled via the API.',
  error: 'That appointment time was already booked or not available for booking.',
} as const;

/** Joins a prefix and the server's detail: "Failed to book appointment: <detail>". */
export function prefixed(operation: SchedulerOperation, detail: string): string {
  return `${SCHEDULER_FAILURE_PREFIX[operation]} ${detail}`.trim();
}
