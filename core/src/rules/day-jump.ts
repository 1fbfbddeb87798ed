import type { SlotDay } from '../model';
import { BOOKING_LIMITS } from '../catalog';
import { formatUsDate, usDateKey, type ClinicDate } from '../time';
import type { DayWindow } from './date-windows';

/** Where "jump to a date" lands in the time picker's days. */
export type DayJump =
  /** The date is not among the searched days. */
  | { kind: 'outside' }
  /** The first day with times on or after the date: its index in `days`, its page, and whether it is that very date. */
  | { kind: 'day'; index: number; page: number; exact: boolean }
  /** No day with times on or after the date, up to the window's end. */
  | { kind: 'none-after' };

/**
 * The first day with open times on or after `chosen` (a clinic date), for a patient who wants week 8 without paging
 * through seven weeks. `days` are the search's days with times, in order, dates MM/DD/YYYY.
 */
export function jumpToDay(days: readonly SlotDay[], chosen: ClinicDate, searched: DayWindow): DayJump {
  const key = usDateKey(formatUsDate(chosen));
  if (key < usDateKey(formatUsDate(searched.first)) || key > usDateKey(formatUsDate(searched.last))) return { kind: 'outside' };
  const index = days.findIndex((day) => day.slots.length > 0 && usDateKey(day.date) >= key);
  if (index < 0) return { kind: 'none-after' };
  return { kind: 'day', index, page: Math.floor(index / BOOKING_LIMITS.slotDaysPerPage), exact: usDateKey(days[index]!.date) === key };
}
