import type { OpenSlot, SlotDay } from '../model';
import { BOOKING_LIMITS } from '../catalog';
import { addClinicDays, formatUsDate, type ClinicDate } from '../time';

/** Groups sorted slots into day columns, keeping their order (booking.md §2, choose a time). */
export function groupSlotsByDay(slots: readonly OpenSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  let current: SlotDay | undefined;
  for (const slot of slots) {
    if (!current || current.date !== slot.date) {
      current = { date: slot.date, slots: [] };
      days.push(current);
    }
    current.slots.push(slot);
  }
  return days;
}

export interface SlotDayPage {
  days: SlotDay[];
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** One page of day columns, four days at a time (booking.md §9); out-of-range pages are clamped. */
export function pageSlotDays(days: readonly SlotDay[], page: number): SlotDayPage {
  const size = BOOKING_LIMITS.slotDaysPerPage;
  const pageCount = Math.max(1, Math.ceil(days.length / size));
  const current = Math.min(Math.max(0, Math.trunc(page)), pageCount - 1);
  return {
    days: days.slice(current * size, current * size + size),
    page: current,
    pageCount,
    hasPrevious: current > 0,
    hasNext: current < pageCount - 1,
  };
}

/** With no slot data the picker still shows five upcoming days, empty (booking.md §2). */
export function emptySlotDays(today: ClinicDate): SlotDay[] {
  return Array.from({ length: BOOKING_LIMITS.emptySlotFallbackDays }, (_, i) => ({
    date: formatUsDate(addClinicDays(today, i)),
    slots: [],
  }));
}
