import type { Command } from 'commander';
import { BOOKING_LIMITS, isSchedulerError, providerDisplayName, type BookedAppointment } from '@clinic/core';
import { z } from 'zod';
import { CommandFailure } from '../cli-errors';
import { timeLabel, weekdayLabel } from '../output/clinic-format';
import { terminalJson, terminalText } from '../output/terminal-text';
import type { CliContext } from '../context';
import { idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { withExamples } from './command-kit';
import { listDepartments, listProviders } from './lookups';

const optionsSchema = z.object({
  slot: idOption,
  patient: idOption,
  type: idOption,
  note: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.notesMaxLength, { error: `must be at most ${BOOKING_LIMITS.notesMaxLength} characters` })
    .optional(),
  json: z.boolean().optional(),
});

/** `clinic book`: books an open slot for a known patient and prints one confirmation line. */
export function registerBook(program: Command, ctx: CliContext): void {
  const command = program
    .command('book')
    .description('book an open slot for a known patient (front-desk use)')
    .requiredOption('--slot <appointmentid>', 'open slot id (SLOT ID in `clinic slots`)')
    .requiredOption('--patient <id>', 'patient id')
    .requiredOption('--type <appointmenttypeid>', 'appointment type id (TYPE ID in `clinic slots`)')
    .option('--note <text>', `booking note, at most ${BOOKING_LIMITS.notesMaxLength} characters`)
    .option('--json', 'print JSON: {appointmentId, date, weekday, time, departmentId, providerId, provider, type, duration, patientId}');
  withExamples(command, [
    'clinic book --slot 1234 --patient 5001 --type 2',
    'clinic book --slot 1234 --patient 5001 --type 2 --note "Prefers Spanish"',
  ]);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const { bookings } = await ctx.services();
    const booking = {
      appointmentid: options.slot,
      patientid: options.patient,
      appointmenttypeid: options.type,
      ...(options.note ? { notes: options.note } : {}),
    };
    // Not core's bookSlot, on purpose: staff name the type themselves (no §9 mapping), the slot's date and
    // duration are unknown until it is booked, and the front desk reads athena's own reason, not the patient's
    // text. The client's rules still apply: the scheduler is behind guardedScheduler (decision 34).
    const booked = await ctx
      .call('Booking', () => bookings.bookAppointment(booking))
      .catch((error: unknown) => {
        if (isSchedulerError(error) && (error.code === 'SLOT_UNAVAILABLE' || error.code === 'CONFLICT')) {
          const why = error.detail?.error ?? error.message;
          throw new CommandFailure(`Slot ${options.slot} was not booked: ${why} Pick another with \`clinic slots\`.`, { cause: error });
        }
        throw error;
      });
    const names = await namesFor(ctx, booked);
    const confirmation = {
      appointmentId: booked.appointmentid,
      date: booked.date,
      weekday: weekdayLabel(booked.date),
      time: timeLabel(booked.starttime),
      departmentId: booked.departmentid,
      providerId: booked.providerid,
      provider: names.provider,
      type: booked.appointmenttype ?? booked.appointmenttypeid,
      duration: booked.duration,
      patientId: booked.patientid,
    };
    if (options.json) return void ctx.io.stdout.write(terminalJson(confirmation));
    const c = confirmation;
    ctx.io.stdout.write(
      // Provider, clinic and visit names come from athena's records, typed by people.
      `${terminalText(`Booked appointment ${c.appointmentId}: ${c.weekday} ${c.date} ${c.time} (clinic time), ${c.provider} at ${names.department}, ${c.type} (${c.duration} min), patient ${c.patientId}.`, 'one-line')}\n`,
    );
  });
}

// The booking has succeeded by now; a failed name lookup must not turn it into an error, so ids stand in.
async function namesFor(ctx: CliContext, booked: BookedAppointment): Promise<{ department: string; provider: string }> {
  try {
    const [departments, providers] = await Promise.all([listDepartments(ctx), listProviders(ctx)]);
    const department = departments.find((d) => d.departmentid === booked.departmentid);
    const provider = providers.find((p) => p.providerid === booked.providerid);
    return {
      department: department?.name ?? `department ${booked.departmentid}`,
      provider: provider ? providerDisplayName(provider) : `provider ${booked.providerid}`,
    };
  } catch {
    return { department: `department ${booked.departmentid}`, provider: `provider ${booked.providerid}` };
  }
}
