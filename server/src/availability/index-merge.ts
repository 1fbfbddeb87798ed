import { usDateKey, type ClinicDayRange, type OpenSlot } from '@clinic/core';
import type { IndexedAvailability, PracticeDirectory } from './availability-store';

/** Fresh slots read from athena, and which slots of the index they replace. */
export interface FreshRead {
  slots: readonly OpenSlot[];
  replaces: (slot: OpenSlot) => boolean;
}

/** A slot on a day of the range (both ends included). */
export function onDaysOf(range: ClinicDayRange): (slot: Pick<OpenSlot, 'date'>) => boolean {
  const first = usDateKey(range.startDate);
  const last = usDateKey(range.endDate);
  return (slot) => {
    const key = usDateKey(slot.date);
    return key >= first && key <= last;
  };
}

/**
 * The index after a read: the slots the read covers replaced by what athena listed now, days that left the window
 * dropped. `times` are set only for the parts read whole (a lost race's day changes neither).
 */
export function mergeRead(
  current: IndexedAvailability,
  reads: readonly FreshRead[],
  window: ClinicDayRange,
  times: Partial<Pick<IndexedAvailability, 'nearRefreshedAt' | 'farRefreshedAt'>> & { directory?: PracticeDirectory },
): IndexedAvailability {
  const inWindow = onDaysOf(window);
  const kept = current.slots.filter((s) => inWindow(s) && !reads.some((read) => read.replaces(s)));
  return { ...current, ...times, slots: [...kept, ...reads.flatMap((read) => read.slots)] };
}
