import { BOOKING_LIMITS } from '../catalog';
import { addClinicDays, formatUsDate, type ClinicDate } from '../time';

/** An inclusive run of clinic days. */
export interface DayWindow {
  first: ClinicDate;
  last: ClinicDate;
}

/** The clinic days a slot search covers: the clinic's today to 90 days ahead (booking.md §6, §7, §9). */
export function slotSearchWindow(first: ClinicDate): DayWindow {
  return { first, last: addClinicDays(first, BOOKING_LIMITS.searchWindowDays) };
}

/** The booked list's days unless asked otherwise: today to 30 days ahead (booking.md §7, §9). */
export function bookedListWindow(first: ClinicDate): DayWindow {
  return { first, last: addClinicDays(first, BOOKING_LIMITS.bookedListWindowDays) };
}

/**
 * A booked-list query's dates as the scheduling system is asked for them, MM/DD/YYYY: a blank start is today and
 * a blank end is 30 days after today (not after the start), as the spec's client sends them (booking.md §7).
 */
export function bookedListDates(
  query: { startDate?: string; endDate?: string },
  today: ClinicDate,
): { startDate: string; endDate: string } {
  const { first, last } = bookedListWindow(today);
  return { startDate: query.startDate || formatUsDate(first), endDate: query.endDate || formatUsDate(last) };
}
