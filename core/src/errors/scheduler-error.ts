/** Stable codes for everything a scheduler call can fail with. Drivers map these in one table each. */
export type SchedulerErrorCode =
  | 'INVALID_INPUT' // 400, or a client-side rule such as a missing required parameter
  | 'UNAUTHORIZED' // 401/403 from the scheduler
  | 'PAYMENT_REQUIRED' // 402
  | 'NOT_FOUND' // 404
  | 'SLOT_UNAVAILABLE' // 409 on booking: taken or not bookable
  | 'CONFLICT' // any other 409
  | 'RATE_LIMITED' // 429
  | 'TIMEOUT' // no answer in time
  | 'NETWORK' // could not reach the scheduler
  | 'UPSTREAM'; // 5xx or an answer we could not read

/** The scheduler's own error body, as athena sends it (athena-api.md §5). */
export interface SchedulerErrorDetail {
  error?: string;
  detailedmessage?: string;
  message?: string;
  missingfields?: string[];
  /** Our proxy's stable code on a refusal of its own, e.g. BOOKING_LIMIT (docs/deployment.md, limits). */
  code?: string;
}

/**
 * A failed scheduler call. `message` is the spec's prefixed text with the server's detail appended,
 * e.g. "Failed to book appointment: That appointment time was already booked or not available for booking."
 */
export class SchedulerError extends Error {
  override readonly name = 'SchedulerError';
  constructor(
    readonly code: SchedulerErrorCode,
    message: string,
    readonly status?: number,
    readonly detail?: SchedulerErrorDetail,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isSchedulerError(value: unknown): value is SchedulerError {
  return value instanceof SchedulerError;
}

/**
 * What a scheduler call threw, as the SchedulerError every port promises, so the error helpers read one type.
 * Anything else is a bug in an adapter: UPSTREAM ("an answer we could not read") without text, since its text is
 * a programmer's and the patient sees the step's fallback; the original stays as the cause.
 */
export function asSchedulerError(error: unknown): SchedulerError {
  if (isSchedulerError(error)) return error;
  return new SchedulerError('UPSTREAM', '', undefined, undefined, { cause: error });
}
