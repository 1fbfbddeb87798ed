import type { Command } from 'commander';
import {
  BOOKING_LIMITS,
  bookedListWindow,
  listBookedAppointments,
  maskPhone,
  providerDisplayName,
  type BookedAppointment,
} from '@clinic/core';
import { z } from 'zod';
import type { CliContext } from '../context';
import { resolveWindow } from '../options/date-window';
import { formatFlags, idOption, usDateOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { whenColumns } from '../output/clinic-format';
import { describeJsonShape, type Column, type Listing } from '../output/listing';
import { printListing } from '../output/print-listing';
import { formatOf, withExamples, withFormatOptions } from './command-kit';
import { listDepartments, listProviders, pickDepartment } from './lookups';

type BookedRow = BookedAppointment & { departmentName: string; providerName: string };

// Staff need the visit note, the number to call back and the insurance to prepare a visit;
// date of birth and e-mail still never appear in listings.
const COLUMNS: readonly Column<BookedRow>[] = [
  ...whenColumns(),
  { key: 'department', header: 'DEPARTMENT', value: (a) => a.departmentName },
  { key: 'provider', header: 'PROVIDER', value: (a) => a.providerName },
  { key: 'type', header: 'TYPE', value: (a) => a.appointmenttype ?? a.appointmenttypeid },
  { key: 'duration', header: 'MIN', value: (a) => a.duration, align: 'right' },
  { key: 'patientId', header: 'PATIENT', value: (a) => a.patientid, align: 'right' },
  { key: 'patientName', header: 'NAME', value: (a) => (a.patient ? `${a.patient.lastname}, ${a.patient.firstname}` : '') },
  { key: 'phone', header: 'PHONE', value: (a) => formatPhone(a.patient?.mobilephone) },
  {
    key: 'insurance',
    header: 'INSURANCE',
    value: (a) =>
      (a.insurances ?? [])
        .map((i) => i.name ?? i.insurancepackageid ?? '')
        .filter(Boolean)
        .join('; '),
  },
  { key: 'note', header: 'NOTE', value: (a) => a.bookingnote ?? '' },
  { key: 'appointmentId', header: 'APPT ID', value: (a) => a.appointmentid, align: 'right' },
];

// athena keeps digits; staff read (818) 555-0142.
function formatPhone(phone: string | undefined): string {
  return phone ? maskPhone(phone) : '';
}

const GROUPS = [
  { key: 'scheduled', title: 'Scheduled' },
  { key: 'cancelled', title: 'Cancelled' },
  { key: 'rescheduled', title: 'Rescheduled' },
] as const;

const optionsSchema = z.object({
  from: usDateOption.optional(),
  to: usDateOption.optional(),
  department: idOption.optional(),
  provider: idOption.optional(),
  patient: idOption.optional(),
  cancelled: z.boolean().optional(),
  ...formatFlags,
});

/** `clinic booked`: booked appointments in a window, grouped as the spec groups them. */
export function registerBooked(program: Command, ctx: CliContext): void {
  const command = program
    .command('booked')
    .description('list booked appointments, grouped as scheduled / cancelled / rescheduled')
    .option('--from <MM/DD/YYYY>', 'first day, clinic time (default: today)')
    .option('--to <MM/DD/YYYY>', `last day, inclusive (default: --from + ${BOOKING_LIMITS.bookedListWindowDays} days)`)
    .option('--department <id>', 'only this department')
    .option('--provider <id>', 'only this provider')
    .option('--patient <id>', 'only this patient (patient id)')
    .option('--cancelled', 'include cancelled appointments');
  withFormatOptions(
    command,
    describeJsonShape(
      { columns: COLUMNS },
      GROUPS.map((g) => g.key),
      ['from', 'to'],
    ),
  );
  withExamples(command, [
    'clinic booked',
    'clinic booked --department 1 --from 12/01/2025 --to 12/31/2025 --cancelled',
    'clinic booked --patient 5001 --json',
  ]);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const format = formatOf(options);
    const { staffSchedule, clock } = await ctx.services();
    const window = resolveWindow(options, clock, bookedListWindow);
    const departments = await listDepartments(ctx);
    if (options.department) pickDepartment(departments, options.department);
    const [list, providers] = await Promise.all([
      ctx.call('Loading booked appointments', () =>
        listBookedAppointments(
          { scheduler: staffSchedule },
          {
            startDate: window.from,
            endDate: window.to,
            ...(options.department ? { departmentId: options.department } : {}),
            ...(options.provider ? { providerId: options.provider } : {}),
            ...(options.patient ? { patientId: options.patient } : {}),
            ...(options.cancelled ? { showCancelled: true } : {}),
          },
        ),
      ),
      listProviders(ctx),
    ]);
    const departmentNames = new Map(departments.map((d) => [d.departmentid, d.name]));
    const providerNames = new Map(providers.map((p) => [p.providerid, providerDisplayName(p)]));
    const named = (a: BookedAppointment): BookedRow => ({
      ...a,
      departmentName: departmentNames.get(a.departmentid) ?? a.departmentid,
      providerName: providerNames.get(a.providerid) ?? a.providerid,
    });
    const listing: Listing<BookedRow> = {
      columns: COLUMNS,
      groups: GROUPS.map((g) => ({ ...g, rows: list[g.key].map(named) })),
      meta: { from: window.from, to: window.to },
      caption: `Booked appointments ${window.from} to ${window.to} (clinic time)`,
      empty: 'None.',
    };
    printListing(ctx.io, format, listing);
  });
}
