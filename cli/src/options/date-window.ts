import { clinicDateOf, formatUsDate, parseUsDate, usDateKey, type ClockPort, type DayWindow, type ClinicDate } from '@clinic/core';
import { UsageError } from '../cli-errors';

/** An inclusive range of clinic dates, both MM/DD/YYYY. */
export interface DateWindow {
  from: string;
  to: string;
}

/**
 * The --from/--to window: from defaults to today in clinic time (whatever the machine's TZ), to defaults to the
 * end of the core's `defaultWindow` from there (slotSearchWindow, bookedListWindow). A reversed window is a usage
 * error. Both dates must already be validated MM/DD/YYYY strings.
 */
export function resolveWindow(
  given: { from?: string; to?: string },
  clock: ClockPort,
  defaultWindow: (first: ClinicDate) => DayWindow,
): DateWindow {
  const from = given.from ?? formatUsDate(clinicDateOf(clock.now()));
  const start = parseUsDate(from);
  const to = given.to ?? (start ? formatUsDate(defaultWindow(start).last) : from);
  if (usDateKey(from) > usDateKey(to)) {
    const fromText = given.from ? `--from ${from}` : `today (${from})`;
    throw new UsageError(`--to ${to} is before ${fromText}; give the earlier date as --from`);
  }
  return { from, to };
}
