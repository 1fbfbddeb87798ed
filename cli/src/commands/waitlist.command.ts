import type { WaitlistListing } from '@clinic/database';
import type { Command } from 'commander';
import { z } from 'zod';
import { CommandFailure } from '../cli-errors';
import type { CliContext } from '../context';
import { clinicStamp, timeLabel } from '../output/clinic-format';
import { formatFlags, idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { terminalJson } from '../output/terminal-text';
import { formatOf, withExamples, withFormatOptions } from './command-kit';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Ids and choices only: the e-mail stays sealed in the database and no name is stored with an entry.
const COLUMNS: readonly Column<WaitlistListing>[] = [
  { key: 'id', header: 'ENTRY', value: (e) => e.id, align: 'right' },
  { key: 'appointmentId', header: 'APPOINTMENT', value: (e) => e.appointmentId, align: 'right' },
  { key: 'booked', header: 'BOOKED FOR', value: (e) => `${e.date} ${timeLabel(e.startTime)}` },
  { key: 'patientId', header: 'PATIENT', value: (e) => e.patientId, align: 'right' },
  { key: 'departmentId', header: 'DEPT', value: (e) => e.departmentId, align: 'right' },
  { key: 'providerId', header: 'PROVIDER', value: (e) => e.providerId, align: 'right' },
  { key: 'providers', header: 'TAKES', value: (e) => (e.providerChoice === 'same' ? 'same provider' : 'any at clinic') },
  { key: 'days', header: 'DAYS', value: (e) => e.weekdays.map((d) => WEEKDAYS[d]).join(',') },
  { key: 'partOfDay', header: 'PART', value: (e) => e.partOfDay },
  { key: 'until', header: 'UNTIL', value: (e) => e.endDate },
  { key: 'waitingSince', header: 'WAITING SINCE (CLINIC TIME)', value: (e) => clinicStamp(e.createdAt) },
  { key: 'pendingOffers', header: 'OFFERS OUT', value: (e) => e.pendingOffers, align: 'right' },
];

const listSchema = z.object({ ...formatFlags });
const removeSchema = z.object({ entry: idOption, json: z.boolean().optional() });

/** `clinic waitlist list|remove`: who waits for an earlier time (#33), longest-waiting first; staff take one off. */
export function registerWaitlist(program: Command, ctx: CliContext): void {
  const waitlist = program
    .command('waitlist')
    .description('patients waiting for an earlier time (uses DATABASE_URL, or the embedded database in DATA_DIR)');
  const list = waitlist.command('list').description('everyone waiting, longest-waiting first (no e-mail addresses)');
  withFormatOptions(list, describeJsonShape({ columns: COLUMNS }, ['waitlist']));
  withExamples(list, ['clinic waitlist list', 'clinic waitlist list --json']);
  list.action(async (raw: unknown) => {
    const options = parseOptions(listSchema, raw);
    const entries = await (await ctx.database()).waitlist();
    printListing(
      ctx.io,
      formatOf(options),
      singleListing('waitlist', COLUMNS, entries, { empty: 'Nobody is waiting for an earlier time.' }),
    );
  });
  const remove = waitlist
    .command('remove')
    .description('take one entry off the list (its pending offers stop working)')
    .requiredOption('--entry <id>', 'the ENTRY of `clinic waitlist list`')
    .option('--json', 'print JSON: {entryId, removed, athenaWaitlistId}');
  withExamples(remove, ['clinic waitlist remove --entry 12']);
  remove.action(async (raw: unknown) => {
    const options = parseOptions(removeSchema, raw);
    const removed = await (await ctx.database()).removeFromWaitlist(options.entry);
    if (!removed) throw new CommandFailure(`No waitlist entry ${options.entry}: see \`clinic waitlist list\`.`);
    const athenaWaitlistId = removed.athenaWaitlistId;
    if (options.json) return void ctx.io.stdout.write(terminalJson({ entryId: options.entry, removed: true, athenaWaitlistId }));
    ctx.io.stdout.write(`Waitlist entry ${options.entry} removed.\n`);
    // The CLI has no athena waitlist client of its own: the front desk removes athena's entry by its id.
    if (athenaWaitlistId) ctx.io.stdout.write(`Remove athena's waitlist entry ${athenaWaitlistId} there too.\n`);
  });
}
