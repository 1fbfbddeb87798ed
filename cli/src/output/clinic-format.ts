import { clinicDateOf, clinicDayLabel, clinicTimeLabel, clinicTimeOf, formatUsDate, toClinicTime, toUsDate } from '@clinic/core';
import type { Column } from './listing';

/** DATE, DAY and TIME columns for anything with a clinic date and start time (slots, appointments). */
export function whenColumns<T extends { date: string; starttime: string }>(): Column<T>[] {
  return [
    { key: 'date', header: 'DATE', value: (row) => row.date },
    { key: 'weekday', header: 'DAY', value: (row) => weekdayLabel(row.date) },
    { key: 'time', header: 'TIME', value: (row) => timeLabel(row.starttime), align: 'right' },
  ];
}

// Booked appointments still carry plain strings (decision 63): the labels read checked text only, and a
// value that does not parse is shown as it came, as before.
/** "Tue" for an MM/DD/YYYY clinic date; an unreadable date gives nothing. */
export function weekdayLabel(date: string): string {
  const checked = toUsDate(date);
  return checked.ok ? clinicDayLabel(checked.value).weekday : '';
}

/** "9:30 AM" for an HH:MM clinic time; an unreadable time is shown as it came. */
export function timeLabel(time: string): string {
  const checked = toClinicTime(time);
  return checked.ok ? clinicTimeLabel(checked.value) : time;
}

/** "12/01/2025 9:30 AM": an instant (when an e-mail was sent or queued) in clinic time, whatever the machine's zone. */
export function clinicStamp(at: Date): string {
  return `${formatUsDate(clinicDateOf(at))} ${clinicTimeLabel(clinicTimeOf(at))}`;
}
