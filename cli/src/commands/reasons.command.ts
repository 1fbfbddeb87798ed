import type { Command } from 'commander';
import type { AppointmentReason } from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { formatFlags, idOption, patientTypeOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { requireDepartmentProvider } from './lookups';

const COLUMNS: readonly Column<AppointmentReason>[] = [
  { key: 'id', header: 'ID', value: (r) => r.reasonid, align: 'right' },
  { key: 'reason', header: 'REASON', value: (r) => r.reason },
  { key: 'description', header: 'DESCRIPTION', value: (r) => r.description },
];

const optionsSchema = z.object({ department: idOption, provider: idOption, patient: patientTypeOption, ...formatFlags });

/** `clinic reasons`: the reasons for visit a new or existing patient may pick (booking.md §4). */
export function registerReasons(program: Command, ctx: CliContext): void {
  const command = program
    .command('reasons')
    .description('list the reasons for visit offered to new or existing patients of a provider')
    .requiredOption('--department <id>', 'department id')
    .requiredOption('--provider <id>', 'provider id')
    .requiredOption('--patient <type>', 'new | existing');
  withFormatOptions(command, describeJsonShape({ columns: COLUMNS }, ['reasons'], ['departmentId', 'providerId', 'patientType']));
  withExamples(command, ['clinic reasons --department 1 --provider 11 --patient existing']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const { directory } = await ctx.services();
    const query = { ...(await requireDepartmentProvider(ctx, options.department, options.provider)), patientType: options.patient };
    const reasons = await ctx.call('Loading reasons', () => directory.getReasons(query));
    const listing = singleListing('reasons', COLUMNS, reasons, { meta: { ...query }, empty: 'No reasons for visit.' });
    printListing(ctx.io, formatOf(options), listing);
  });
}
