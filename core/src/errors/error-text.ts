import { isSchedulerError } from './scheduler-error';

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** Reads `a.b.c` from an unknown error without trusting its shape. */
export function pick(value: unknown, ...path: string[]): unknown {
  let cur: unknown = value;
  for (const key of path) {
    if (!isBag(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

/** The error's text as the step 2 box reads it: error.error, response.data.error.error, then message (booking.md §8). */
export function errorText(error: unknown): string | undefined {
  if (typeof error === 'string') return str(error);
  return str(pick(error, 'error')) ?? str(pick(error, 'response', 'data', 'error', 'error')) ?? str(pick(error, 'message'));
}

/** The HTTP status an error carries, from a SchedulerError or an HTTP-client style `response.status`. */
export function errorStatus(error: unknown): number | undefined {
  const status = isSchedulerError(error) ? error.status : (pick(error, 'status') ?? pick(error, 'response', 'status'));
  return typeof status === 'number' ? status : undefined;
}

/** The server's error body, wherever the error kept it. */
export function serverBody(error: unknown): Bag {
  const body = isSchedulerError(error) ? error.detail : pick(error, 'response', 'data');
  return isBag(body) ? body : {};
}

export { str as nonEmptyText };
