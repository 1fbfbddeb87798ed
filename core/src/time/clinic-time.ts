import type { ClinicTime, UsDate } from './clinic-brands';

/** The clinics' time zone; every date and time the product shows or sends is in it (website.md §9). */
export const CLINIC_TIME_ZONE = 'America/Los_Angeles';

/** A calendar date in the clinic, independent of the machine's time zone. */
export interface ClinicDate {
  year: number;
  month: number; // 1-12
  day: number;
}

// Built lazily so importing the core has no side effects.
let partsFormatter: Intl.DateTimeFormat | undefined;
function clinicParts(instant: Date): Record<string, string> {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLINIC_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const out: Record<string, string> = {};
  for (const p of partsFormatter.formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** The clinic's calendar date at `instant`. */
export function clinicDateOf(instant: Date): ClinicDate {
  const p = clinicParts(instant);
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day) };
}

/** The clinic's wall-clock time at `instant` as HH:MM. */
export function clinicTimeOf(instant: Date): ClinicTime {
  const p = clinicParts(instant);
  // Intl's h23 parts are two digits each, so this is a well-formed clinic time.
  return `${p.hour}:${p.minute}` as ClinicTime;
}

/** MM/DD/YYYY of a real calendar date, the scheduler's date format. */
export function formatUsDate(d: ClinicDate): UsDate {
  // Built from a calendar date's numbers: the one way besides toUsDate to obtain a UsDate.
  return `${pad(d.month)}/${pad(d.day)}/${d.year}` as UsDate;
}

/** Parses MM/DD/YYYY into a real calendar date, or undefined. */
export function parseUsDate(text: string): ClinicDate | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return undefined;
  const d = { month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) };
  return isRealDate(d) ? d : undefined;
}

export function isRealDate(d: ClinicDate): boolean {
  if (d.month < 1 || d.month > 12 || d.day < 1) return false;
  return d.day <= daysInMonth(d.year, d.month);
}

export function daysInMonth(year: number, month: number): number {
  // Date.UTC avoids any dependency on the machine's zone.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `d` plus `days` calendar days (negative allowed). */
export function addClinicDays(d: ClinicDate, days: number): ClinicDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST never shortens a day here. */
export function clinicDaysBetween(from: ClinicDate, to: ClinicDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000);
}

/** Sortable key YYYYMMDD for an MM/DD/YYYY string (no Date involved). */
export function usDateKey(text: string): string {
  return `${text.slice(6, 10)}${text.slice(0, 2)}${text.slice(3, 5)}`;
}

/** Day of week (0 = Sunday) of a clinic date. */
export function clinicWeekday(d: ClinicDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/**
 * The instant at which the clinic's wall clock shows `date` `time` (HH:MM).
 * Needed for calendar files; resolves the DST offset through Intl rather than the machine's zone.
 */
export function clinicInstant(date: ClinicDate, time: string): Date {
  const [h, min] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, h, min);
  // Two passes settle the offset even on DST change days.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = clinicParts(new Date(guess));
    const shown = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
    guess += asUtc - shown;
  }
  return new Date(guess);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
