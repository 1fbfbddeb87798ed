import { BOOKING_LIMITS } from '../catalog';
import { isRealDate, type ClinicDate } from '../time';

const DOB_FIELD_LENGTHS = [2, 2, 4] as const;

/**
 * Formats a date-of-birth entry as it is typed, inserting the slashes: "12", "12/01", "12/01/1990".
 * A slash typed after one digit pads it, so "2/3/1990" reads 02/03/1990 rather than running the digits together.
 */
export function formatDobInput(input: string): string {
  const fields = ['', '', ''];
  let at = 0;
  let slashTyped = false;
  for (const ch of input) {
    if (ch === '/') {
      if (fields[at] && at < 2) {
        fields[at] = fields[at]!.padStart(2, '0');
        at += 1;
        slashTyped = true;
      }
      continue;
    }
    if (!/\d/.test(ch)) continue;
    if (fields[at]!.length === DOB_FIELD_LENGTHS[at] && at < 2) at += 1;
    if (fields[at]!.length < DOB_FIELD_LENGTHS[at]!) fields[at] += ch;
    slashTyped = false;
  }
  const shown = fields.filter(Boolean).join('/');
  // "2/" shows "02/": the slash just typed stays, so the next digits go to the day.
  return slashTyped ? `${shown}/` : shown;
}

export type DobCheck = { ok: true; date: ClinicDate } | { ok: false; problem: 'missing' | 'format' | 'invalid' };

const dayNumber = (d: ClinicDate) => d.year * 10_000 + d.month * 100 + d.day;

/**
 * Reads an MM/DD/YYYY date of birth: a real calendar date from 1900 on (booking.md §5) and not after the
 * clinic's today, since nobody is born in the future. `today` is the clinic's date, whatever the machine's zone.
 */
export function checkDateOfBirth(text: string, today: ClinicDate): DobCheck {
  const value = text.trim();
  if (!value) return { ok: false, problem: 'missing' };
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return { ok: false, problem: 'format' };
  const date = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  if (!isRealDate(date) || date.year < BOOKING_LIMITS.dobMinYear || dayNumber(date) > dayNumber(today)) {
    return { ok: false, problem: 'invalid' };
  }
  return { ok: true, date };
}
