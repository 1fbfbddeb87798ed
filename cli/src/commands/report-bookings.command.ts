import { addClinicDays, clinicDateOf, formatIsoDate, parseIsoDate, type ClinicDate } from '@clinic/core';
import type { Command } from 'commander';
import { z } from 'zod';
import { UsageError } from '../cli-errors';
import type { CliContext } from '../context';
import { formatFlags } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { summarizeBookings, type CounterRow } from '../report/bookings-summary';
import { formatOf, withExamples, withFormatOptions } from './command-kit';

/** The default window: the last 30 clinic days, today included. */
const DEFAULT_DAYS = 30;

const COLUMNS: readonly Column<CounterRow>[] = [
  { key: 'counter', header: 'COUNTER', value: (r) => r.counter },
  { key: 'label', header: 'LABEL', value: (r) => r.label },
  { key: 'total', header: 'TOTAL', value: (r) => r.total, align: 'right' },
];
const META = ['from', 'to', 'conversionPercent', 'meanDaysToVisit'] as const;

const isoDateOption = z.string().refine((text) => parseIsoDate(text) !== undefined, {
  error: (i) => `must be a real date as YYYY-MM-DD, got "${String(i.input)}"`,
});
const optionsSchema = z.object({ ...formatFlags, from: isoDateOption.optional(), to: isoDateOption.optional() });

/** `clinic report bookings`: the usage counters' totals over clinic days (#31, decision 96); never a patient. */
export function registerReport(program: Command, ctx: CliContext): void {
  const report = program
    .command('report')
    .description('what the website counted (uses DATABASE_URL, or the embedded database in DATA_DIR)');
  const bookings = report
    .command('bookings')
    .description(
      `online booking's counters per label over clinic days (default: the last ${DEFAULT_DAYS}), the share of opened dialogs that ` +
        'booked and the mean days from booking to visit; counts only, no visitor or patient data',
    )
    .option('--from <YYYY-MM-DD>', `first clinic day (default: ${DEFAULT_DAYS - 1} days before --to)`)
    .option('--to <YYYY-MM-DD>', 'last clinic day, included (default: today)');
  withFormatOptions(bookings, describeJsonShape({ columns: COLUMNS }, ['counters'], META));
  withExamples(bookings, ['clinic report bookings', 'clinic report bookings --from 2025-11-01 --to 2025-11-30 --csv > november.csv']);
  bookings.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const format = formatOf(options);
    const window = reportWindow(options, clinicDateOf(ctx.clock.now()));
    const summary = summarizeBookings(await (await ctx.database()).usageTotals(window));
    const conversion = summary.conversionPercent === undefined ? '' : `${summary.conversionPercent}%`;
    const mean = summary.meanDaysToVisit === undefined ? '' : String(summary.meanDaysToVisit);
    printListing(
      ctx.io,
      format,
      singleListing('counters', COLUMNS, summary.rows, {
        meta: { ...window, conversionPercent: summary.conversionPercent ?? '', meanDaysToVisit: summary.meanDaysToVisit ?? '' },
        caption: [
          `Online booking, clinic days ${window.from} to ${window.to}`,
          `Dialog opened → booked: ${conversion || 'no dialog opened'} · mean days from booking to visit: ${mean || 'nothing booked'}`,
          '',
        ].join('\n'),
        empty: 'Nothing was counted.',
      }),
    );
  });
}

/** --from/--to as clinic days; a reversed window is a usage error (exit 2), as everywhere in the CLI. */
function reportWindow(given: { from?: string | undefined; to?: string | undefined }, today: ClinicDate): { from: string; to: string } {
  const to = given.to ?? formatIsoDate(today);
  const from = given.from ?? formatIsoDate(addClinicDays(parseIsoDate(to)!, -(DEFAULT_DAYS - 1)));
  if (from > to) throw new UsageError(`--to ${to} is before --from ${from}; give the earlier date as --from`);
  return { from, to };
}
