import { clinicWeekday, parseUsDate } from '@clinic/core';
import type { Column } from './listing';

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

/** DATE, DAY and TIME columns for anything with a clinic date and start time (slots, appointments). */
export function whenColumns<T extends { date: string; starttime: string }>(): Column<T>[] {
  return [
    { key: 'date', header: 'DATE', value: (row) => row.date },
    { key: 'weekday', header: 'DAY', value: (row) => weekdayOf(row.date) },
    { key: 'time', header: 'TIME', value: (row) => time12h(row.starttime), align: 'right' },
  ];
}
