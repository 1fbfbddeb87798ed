import type { Command } from 'commander';
import { providerDisplayName, type Provider } from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { formatFlags, idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { listProviders, requireDepartment } from './lookups';

const COLUMNS: readonly Column<Provider>[] = [
  { key: 'id', header: 'ID', value: (p) => p.providerid, align: 'right' },
  // IV services read "IV Office Service" / "IV Home Service", as on the site (booking.md §3).
  { key: 'name', header: 'NAME', value: (p) => providerDisplayName(p) },
  { key: 'specialty', header: 'SPECIALTY', value: (p) => p.specialty ?? '' },
  { key: 'type', header: 'TYPE', value: (p) => p.providertype ?? '' },
];

const optionsSchema = z.object({ department: idOption.optional(), ...formatFlags });

/** `clinic providers`: who sees patients, practice-wide or at one department. */
export function registerProviders(program: Command, ctx: CliContext): void {
  const command = program
    .command('providers')
    .description('list providers (IV services by their display names), optionally at one department')
    .option('--department <id>', 'only providers on this department\u2019s provider list');
  withFormatOptions(command, describeJsonShape({ columns: COLUMNS }, ['providers']));
  withExamples(command, ['clinic providers', 'clinic providers --department 2 --json']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const department = options.department ? await requireDepartment(ctx, options.department) : undefined;
    const providers = await listProviders(ctx, department);
    const listing = singleListing('providers', COLUMNS, providers, {
      empty: 'No providers.',
      ...(department ? { meta: { departmentId: department.departmentid }, caption: `Providers at ${department.name}` } : {}),
    });
    printListing(ctx.io, formatOf(options), listing);
  });
}
