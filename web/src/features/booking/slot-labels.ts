import { format } from 'date-fns';
import { parseUsDate } from '@clinic/core';

// The Date is built from the clinic's wall-clock fields and formatted back from the same local fields,
// so the machine's time zone never shifts a day or an hour (as core formatAppointmentWhen does).
function wallClock(date: string, time = '00:00'): Date | undefined {
  const day = parseUsDate(date);
  const m = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!day || !m) return undefined;
  return new Date(day.year, day.month - 1, day.day, Number(m[1]), Number(m[2]));
}

/** "9:30 AM" for a slot's HH:MM start, in clinic time. */
export function slotTimeLabel(time: string): string {
  const d = wallClock('01/01/2000', time);
  return d ? format(d, 'h:mm a') : time;
}

/** Day column heading parts: "Tue" and "Dec 1". */
export function dayLabel(date: string): { weekday: string; day: string; full: string } {
  const d = wallClock(date);
  if (!d) return { weekday: '', day: date, full: date };
  return { weekday: format(d, 'EEE'), day: format(d, 'MMM d'), full: format(d, 'EEEE, MMMM d') };
}
