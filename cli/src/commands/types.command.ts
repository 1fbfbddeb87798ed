import type { Command } from 'commander';
import { isTypeEligible, type AppointmentType } from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { formatFlags, idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { requireDepartmentProvider } from './lookups';

const COLUMNS: readonly Column<AppointmentType>[] = [
  { key: 'id', header: 'ID', value: (t) => t.appointmenttypeid, align: 'right' },
  { key: 'name', header: 'NAME', value: (t) => t.name },
  { key: 'shortName', header: 'SHORT', value: (t) => t.shortname },
  { key: 'duration', header: 'MIN', value: (t) => t.duration, align: 'right' },
  { key: 'patientType', header: 'PATIENT', value: (t) => patientsOf(t.name) },
];

/**
 * Who may be booked into a type, from its name by the booking rule (booking.md §9): athena sends no
 * `patienttype`, so the column is read from what every answer has.
 */
function patientsOf(name: string): 'all' | 'new' | 'existing' | '' {
  const fresh = isTypeEligible('new', name);
  const returning = isTypeEligible('existing', name);
  return fresh && returning ? 'all' : fresh ? 'new' : returning ? 'existing' : '';
}

const optionsSchema = z.object({ department: idOption, provider: idOption, ...formatFlags });

/** `clinic types`: the appointment types a provider offers at a department. */
export function registerTypes(program: Command, ctx: CliContext): void {
  const command = program
    .command('types')
    .description('list the appointment types of a provider at a department')
    .requiredOption('--department <id>', 'department id (see `clinic departments`)')
    .requiredOption('--provider <id>', 'provider id (see `clinic providers`)');
  withFormatOptions(command, describeJsonShape({ columns: COLUMNS }, ['types'], ['departmentId', 'providerId']));
  withExamples(command, ['clinic types --department 1 --provider 11']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const { directory } = await ctx.services();
    const query = await requireDepartmentProvider(ctx, options.department, options.provider);
    const types = await ctx.call('Loading appointment types', () => directory.getAppointmentTypes(query));
    const listing = singleListing('types', COLUMNS, types, { meta: { ...query }, empty: 'No appointment types.' });
    printListing(ctx.io, formatOf(options), listing);
  });
}
