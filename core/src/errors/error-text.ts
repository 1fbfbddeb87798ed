import type { SchedulerError } from './scheduler-error';

/** A trimmed text, or undefined when there is none. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * The error's text as the step 2 box reads it (booking.md §8: "error.error, response.data.error.error or the
 * message"): the scheduling client already wrote athena's `error` into its prefixed message, so it is the message.
 */
export function errorText(error: SchedulerError): string | undefined {
  return nonEmptyText(error.message);
}
