import { fail, ok, type Failure, type Result } from '../errors/result';
import type { ClinicTime, UsDate } from './clinic-brands';
import { parseUsDate } from './clinic-time';

// A clinic wall-clock start, 24 h. athena documents HH:MM; H:MM is accepted because every core reader (the sort,
// the search's "has it started" rule, the labels) reads it too (decision 63).
const CLOCK_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

// The brands are types only: this module builds no zod schema, so pages that label slots do not download zod
// (decision 54). The schemas for the adapters' edge are in clinic-text.schema.ts.

/** True for a real calendar date written MM/DD/YYYY ("02/29/2026" is not one). */
export const isUsDate = (text: unknown): text is UsDate => typeof text === 'string' && parseUsDate(text) !== undefined;

/** True for a 24 h wall-clock time written H:MM or HH:MM. */
export const isClinicTime = (text: unknown): text is ClinicTime => typeof text === 'string' && CLOCK_TIME.test(text);

/** The date text as a UsDate, or MALFORMED_DATE ("13/45/2026", "2026-12-01", ""). */
export function toUsDate(text: unknown): Result<UsDate, Failure<'MALFORMED_DATE'>> {
  return isUsDate(text) ? ok(text) : fail('MALFORMED_DATE');
}

/** The time text as a ClinicTime, or MALFORMED_TIME ("25:00", "9am", ""). */
export function toClinicTime(text: unknown): Result<ClinicTime, Failure<'MALFORMED_TIME'>> {
  return isClinicTime(text) ? ok(text) : fail('MALFORMED_TIME');
}

/** HH:MM of minutes after midnight (0 to 1439), as a schedule built from numbers needs it. */
export function clinicTimeFromMinutes(minutes: number): ClinicTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) throw new RangeError(`No clinic time at minute ${minutes}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` as ClinicTime;
}
