import type { Command } from 'commander';
import { BOOKING_LIMITS, noSlotsMessage, providerDisplayName, slotSearchWindow, type OpenSlot, type Provider } from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { resolveWindow } from '../options/date-window';
import { countOption, formatFlags, idOption, patientTypeOption, usDateOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { whenColumns } from '../output/clinic-format';
import { describeJsonShape, singleListing, type Column } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { requireDepartment } from './lookups';
import { findSlots } from './slot-search';

type SlotRow = OpenSlot & { providerName: string };

const COLUMNS: readonly Column<SlotRow>[] = [
  ...whenColumns(),
  { key: 'provider', header: 'PROVIDER', value: (s) => s.providerName },
  { key: 'type', header: 'TYPE', value: (s) => s.appointmenttype },
  { key: 'typeId', header: 'TYPE ID', value: (s) => s.appointmenttypeid, align: 'right' },
  { key: 'duration', header: 'MIN', value: (s) => s.duration, align: 'right' },
  { key: 'slotId', header: 'SLOT ID', value: (s) => s.appointmentid, align: 'right' },
];

const optionsSchema = z.object({
  department: idOption,
  provider: idOption.optional(),
  from: usDateOption.optional(),
  to: usDateOption.optional(),
  patient: patientTypeOption,
  iv: z.boolean().optional(),
  limit: countOption.optional(),
  ...formatFlags,
});

/** `clinic slots`: open slots, built with the same rules as the booking dialog. */
export function registerSlots(program: Command, ctx: CliContext): void {
  const command = program
    .command('slots')
    .description('list open slots, filtered, sorted and de-duplicated as the booking dialog does')
    .requiredOption('--department <id>', 'department id')
    .option('--provider <id>', 'one provider (default: every provider of the department)')
    .option('--from <MM/DD/YYYY>', 'first day, clinic time (default: today)')
    .option('--to <MM/DD/YYYY>', `last day, inclusive (default: --from + ${BOOKING_LIMITS.searchWindowDays} days)`)
    .option('--patient <type>', 'new | existing: keeps the slot types open to that patient', 'new')
    .option('--iv', 'IV services: the department\u2019s IV Office Service, overlapping slots removed')
    .option('--limit <n>', 'show at most n slots');
  withFormatOptions(command, describeJsonShape({ columns: COLUMNS }, ['slots'], ['departmentId', 'from', 'to', 'patientType', 'mode']));
  withExamples(command, [
    'clinic slots --department 1',
    'clinic slots --department 1 --provider 11 --patient existing --from 12/01/2025 --to 12/05/2025',
    'clinic slots --department 2 --iv --limit 5 --json',
  ]);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const format = formatOf(options);
    const { clock } = await ctx.services();
    const window = resolveWindow(options, clock, slotSearchWindow);
    const department = await requireDepartment(ctx, options.department);
    const mode = options.iv ? 'iv' : 'appointment';
    const found = await findSlots(ctx, {
      department,
      window,
      patientType: options.patient,
      mode,
      ...(options.provider ? { providerId: options.provider } : {}),
    });
    const rows = withProviderNames(found.slots.slice(0, options.limit ?? found.slots.length), found.providers);
    const meta = { departmentId: department.departmentid, from: window.from, to: window.to, patientType: options.patient, mode };
    const caption = `Open slots at ${department.name}, ${window.from} to ${window.to} (clinic time), ${options.patient} patient${options.iv ? ', IV' : ''}`;
    printListing(ctx.io, format, singleListing('slots', COLUMNS, rows, { meta, caption, empty: noSlotsMessage(mode) }));
  });
}

function withProviderNames(slots: readonly OpenSlot[], providers: readonly Provider[]): SlotRow[] {
  const names = new Map(providers.map((p) => [p.providerid, providerDisplayName(p)]));
  return slots.map((s) => ({ ...s, providerName: names.get(s.providerid) ?? s.providerid }));
}
