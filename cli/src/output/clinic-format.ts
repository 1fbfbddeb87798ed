import { clinicWeekday, parseUsDate } from '@clinic/core';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** "Mon" for a clinic date MM/DD/YYYY; computed on the calendar, so the machine's TZ cannot shift it. */
export function weekdayOf(usDate: string): string {
  const date = parseUsDate(usDate);
  return date ? (WEEKDAYS[clinicWeekday(date)] ?? '') : '';
}

/** "9:30 AM" for a clinic wall-clock time "09:30" (athena's 24 h HH:MM). */
export function time12h(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}
