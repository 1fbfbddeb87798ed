import { USAGE_COUNTERS } from '@clinic/core';
import type { UsageTotal } from '@clinic/database';

/** One line of the report: a counter, its label ('' when it has none) and its total over the window. */
export interface CounterRow {
  counter: string;
  label: string;
  total: number;
}

/** What a practice manager reads first: how many who opened the dialog booked, and how far ahead they booked. */
export interface BookingsSummary {
  rows: CounterRow[];
  /** booked ÷ dialog_opened as a percentage with one decimal; undefined when no dialog was opened. */
  conversionPercent: number | undefined;
  /** days_to_visit ÷ booked, one decimal; undefined when nothing was booked. */
  meanDaysToVisit: number | undefined;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Every counter in USAGE_COUNTERS' order, each label on its own row, and a counter never counted as a 0 row, so the
 * report has the same lines every month (the waitlist's among them) and a missing step reads as 0, not as absent.
 */
export function summarizeBookings(totals: readonly UsageTotal[]): BookingsSummary {
  const rows = Object.values(USAGE_COUNTERS).flatMap((name): CounterRow[] => {
    const counted = totals.filter((t) => t.name === name);
    return counted.length > 0
      ? counted.map((t) => ({ counter: name, label: t.label, total: t.total }))
      : [{ counter: name, label: '', total: 0 }];
  });
  const sum = (name: string) => totals.filter((t) => t.name === name).reduce((n, t) => n + t.total, 0);
  const opened = sum(USAGE_COUNTERS.dialogOpened);
  const booked = sum(USAGE_COUNTERS.booked);
  return {
    rows,
    conversionPercent: opened > 0 ? oneDecimal((booked / opened) * 100) : undefined,
    meanDaysToVisit: booked > 0 ? oneDecimal(sum(USAGE_COUNTERS.daysToVisit) / booked) : undefined,
  };
}
