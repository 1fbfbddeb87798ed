import { isRealDate, type ClinicDate } from './clinic-time';

/** YYYY-MM-DD, the value of an HTML date input. */
export function formatIsoDate(d: ClinicDate): string {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** Parses a date input's YYYY-MM-DD into a real calendar date, or undefined (an unfinished input gives ''). */
export function parseIsoDate(text: string): ClinicDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(d) ? d : undefined;
}
