import { BOOKING_LIMITS } from '../catalog';
import { isRealDate, type ClinicDate } from '../time';

/** Formats a date-of-birth entry as it is typed, inserting the slashes: "12", "12/01", "12/01/1990". */
export function formatDobInput(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

export type DobCheck =
  | { ok: true; date: ClinicDate }
  | { ok: false; problem: 'missing' | 'format' | 'invalid' };

/**
 * Reads an MM/DD/YYYY date of birth: a real calendar date with a year from 1900 to the clinic's current year
 * (booking.md §5). `today` is the clinic's date, so the year does not depend on the machine's zone.
 */
export function checkDateOfBirth(text: string, today: ClinicDate): DobCheck {
  const value = text.trim();
  if (!value) return { ok: false, problem: 'missing' };
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return { ok: false, problem: 'format' };
  const date = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  if (!isRealDate(date) || date.year < BOOKING_LIMITS.dobMinYear || date.year > today.year) {
    return { ok: false, problem: 'invalid' };
  }
  return { ok: true, date };
}
