import { clinicDateOf, emptySlotDays, pageSlotDays, type SlotDay, type SlotDayPage } from '@clinic/core';
import { useEffect, useMemo, useState } from 'react';
import { useCore } from './core-provider';

export interface AvailableSlots extends SlotDayPage {
  /** True when the search found no slot at all: the picker shows empty upcoming days. */
  empty: boolean;
  next(): void;
  previous(): void;
  /** Shows a page by number (jump to a date); out-of-range pages are clamped. */
  goTo(page: number): void;
}

/** The time picker's pages: four clinic days at a time, or five empty upcoming days without data (booking.md §2). */
export function useAvailableSlots(days: readonly SlotDay[]): AvailableSlots {
  const { clock } = useCore();
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [days]);
  const empty = days.length === 0;
  const shown = useMemo(() => (empty ? emptySlotDays(clinicDateOf(clock.now())) : days), [empty, days, clock]);
  const current = pageSlotDays(shown, page);
  return {
    ...current,
    empty,
    next: () => setPage(current.page + 1),
    previous: () => setPage(current.page - 1),
    goTo: setPage,
  };
}
