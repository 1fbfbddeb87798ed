import { z } from 'zod';
import { fail, ok, type Failure, type Result } from '../errors/result';
import { parseUsDate } from './clinic-time';

// A clinic wall-clock start, 24 h. athena documents HH:MM; H:MM is accepted because every core reader (the sort,
// the search's "has it started" rule, the labels) reads it too (decision 63).
const CLOCK_TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** A real calendar date as MM/DD/YYYY text, the form athena and the spec use for a clinic date. */
export const usDateSchema = z
  .string()
  .refine((text) => parseUsDate(text) !== undefined, 'Expected a real MM/DD/YYYY date')
  .brand<'UsDate'>();
/** A clinic wall-clock time as H:MM or HH:MM, 24 h. */
export const clinicTimeSchema = z.string().regex(CLOCK_TIME, 'Expected an HH:MM time').brand<'ClinicTime'>();

/** MM/DD/YYYY text that has been checked once (docs/decisions.md, decision 63); a bare string is not one. */
export type UsDate = z.output<typeof usDateSchema>;
/** H:MM or HH:MM text that has been checked once (docs/decisions.md, decision 63); a bare string is not one. */
export type ClinicTime = z.output<typeof clinicTimeSchema>;

/** The date text as a UsDate, or MALFORMED_DATE ("13/45/2026", "2026-12-01", ""). */
export function toUsDate(text: unknown): Result<UsDate, Failure<'MALFORMED_DATE'>> {
  const parsed = usDateSchema.safeParse(text);
  return parsed.success ? ok(parsed.data) : fail('MALFORMED_DATE');
}

/** The time text as a ClinicTime, or MALFORMED_TIME ("25:00", "9am", ""). */
export function toClinicTime(text: unknown): Result<ClinicTime, Failure<'MALFORMED_TIME'>> {
  const parsed = clinicTimeSchema.safeParse(text);
  return parsed.success ? ok(parsed.data) : fail('MALFORMED_TIME');
}

/** HH:MM of minutes after midnight (0 to 1439), as a schedule built from numbers needs it. */
export function clinicTimeFromMinutes(minutes: number): ClinicTime {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) throw new RangeError(`No clinic time at minute ${minutes}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` as ClinicTime;
}
