import { clinicDayLabel, clinicTimeLabel } from '@clinic/core';
import type { Column } from './listing';

/** DATE, DAY and TIME columns for anything with a clinic date and start time (slots, appointments). */
export function whenColumns<T extends { date: string; starttime: string }>(): Column<T>[] {
  return [
    { key: 'date', header: 'DATE', value: (row) => row.date },
    { key: 'weekday', header: 'DAY', value: (row) => clinicDayLabel(row.date).weekday },
    { key: 'time', header: 'TIME', value: (row) => clinicTimeLabel(row.starttime), align: 'right' },
  ];
}
