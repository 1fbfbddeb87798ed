import type { Command } from 'commander';
import { capitalizeCity, type Department } from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { formatFlags } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { listDepartments } from './lookups';

const COLUMNS: readonly Column<Department>[] = [
  { key: 'id', header: 'ID', value: (d) => d.departmentid, align: 'right' },
  { key: 'name', header: 'NAME', value: (d) => d.name },
  // athena sends cities upper-case; the site shows "La Canada" (booking.md §4).
  { key: 'city', header: 'CITY', value: (d) => capitalizeCity(d.city) },
  { key: 'address', header: 'ADDRESS', value: (d) => `${d.address}, ${capitalizeCity(d.city)}, ${d.state} ${d.zip}` },
  { key: 'providers', header: 'PROVIDERS', value: (d) => d.providerlist?.length ?? 0, align: 'right' },
];

const optionsSchema = z.object(formatFlags);

/** `clinic departments`: the practice's clinics with their address and how many providers see patients there. */
export function registerDepartments(program: Command, ctx: CliContext): void {
  const command = program.command('departments').description('list the clinics (departments) with address and provider count');
  withFormatOptions(command, describeJsonShape({ columns: COLUMNS }, ['departments']));
  withExamples(command, ['clinic departments', 'clinic departments --csv > departments.csv']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const departments = await listDepartments(ctx);
    printListing(ctx.io, formatOf(options), singleListing('departments', COLUMNS, departments, { empty: 'No departments.' }));
  });
}
