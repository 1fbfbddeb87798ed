import { format } from 'date-fns';
import { parseUsDate, type ClinicTime, type UsDate } from '../time';

// The Date is built from the clinic's wall-clock fields and formatted back from the same local fields,
// so the machine's time zone never shifts a day or an hour (as formatAppointmentWhen does).
function wallClock(date: string, time = '00:00'): Date | undefined {
  const day = parseUsDate(date);
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!day || !m) return undefined;
  return new Date(day.year, day.month - 1, day.day, Number(m[1]), Number(m[2]));
}

/** "9:30 AM" for a clinic wall-clock HH:MM (a slot's start), checked at the edge (decision 63). */
export function clinicTimeLabel(time: ClinicTime): string {
  const d = wallClock('01/01/2000', time);
  return d ? format(d, 'h:mm a') : time;
}

/** A clinic date's day labels: "Tue", "Dec 1" and "Tuesday, December 1" (the date checked at the edge, decision 63). */
export function clinicDayLabel(date: UsDate): { weekday: string; day: string; full: string } {
  const d = wallClock(date);
  if (!d) return { weekday: '', day: date, full: date };
  return { weekday: format(d, 'EEE'), day: format(d, 'MMM d'), full: format(d, 'EEEE, MMMM d') };
}
