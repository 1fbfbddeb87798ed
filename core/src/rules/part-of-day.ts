/** The two parts of a clinic day patients choose between (the time-first filter, the waitlist's choice). */
export type PartOfDay = 'morning' | 'afternoon';

const NOON_MINUTES = 12 * 60;

/** A clinic wall-clock start ("H:MM" or "HH:MM", 24 h) before noon is the morning; noon and later the afternoon. */
export function partOfDayOf(starttime: string): PartOfDay {
  const [hours = 0, minutes = 0] = starttime.split(':').map(Number);
  return hours * 60 + minutes < NOON_MINUTES ? 'morning' : 'afternoon';
}
