import type { Command } from 'commander';
import { addClinicDays, clinicDateOf, formatUsDate, isSchedulerError, type BookedAppointment } from '@clinic/core';
import { z } from 'zod';
import { CommandFailure } from '../cli-errors';
import { timeLabel, weekdayLabel } from '../output/clinic-format';
import { terminalJson } from '../output/terminal-text';
import type { CliContext } from '../context';
import { idOption } from '../options/option-schemas';
import { parseOptions } from '../options/parse-options';
import { withExamples } from './command-kit';

const REASON_MAX = 250;
/** How far `clinic cancel` looks for the appointment when no --patient is given. */
const LOOKUP_DAYS = { back: 1, ahead: 365 } as const;

const optionsSchema = z.object({
  appointment: idOption,
  reason: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(REASON_MAX, { error: `must be at most ${REASON_MAX} characters` }),
  patient: idOption.optional(),
  json: z.boolean().optional(),
});

/** `clinic cancel`: cancels a booked appointment in athena (the slot opens again) and prints one line. */
export function registerCancel(program: Command, ctx: CliContext): void {
  const command = program
    .command('cancel')
    .description('cancel a booked appointment (front-desk use); its slot opens again for others')
    .requiredOption('--appointment <id>', 'appointment id (ID in `clinic booked`)')
    .requiredOption('--reason <text>', `why, as athena records it (at most ${REASON_MAX} characters)`)
    .option('--patient <id>', 'the patient it is booked for (looked up in the booked list when omitted)')
    .option('--json', 'print JSON: {appointmentId, date, weekday, time, patientId, status}');
  withExamples(command, ['clinic cancel --appointment 1234 --reason "Patient called: feeling better"']);
  command.action(async (raw: unknown) => {
    const options = parseOptions(optionsSchema, raw);
    const { bookings } = await ctx.services();
    const appointment = await findBooked(ctx, options.appointment, options.patient);
    if (appointment.appointmentstatus === 'x') throw new CommandFailure(`Appointment ${options.appointment} is already cancelled.`);
    await ctx
      .call('Cancelling', () =>
        bookings.cancelAppointment({ appointmentId: options.appointment, patientId: appointment.patientid, reason: options.reason }),
      )
      .catch((error: unknown) => {
        if (isSchedulerError(error) && (error.code === 'NOT_FOUND' || error.code === 'INVALID_INPUT')) {
          throw new CommandFailure(`Appointment ${options.appointment} was not cancelled: ${error.detail?.error ?? error.message}`, {
            cause: error,
          });
        }
        throw error;
      });
    const done = {
      appointmentId: appointment.appointmentid,
      date: appointment.date,
      weekday: weekdayLabel(appointment.date),
      time: timeLabel(appointment.starttime),
      patientId: appointment.patientid,
      status: 'cancelled',
    };
    if (options.json) return void ctx.io.stdout.write(terminalJson(done));
    ctx.io.stdout.write(
      `Cancelled appointment ${done.appointmentId}: ${done.weekday} ${done.date} ${done.time} (clinic time), patient ${done.patientId}. The slot is open again.\n`,
    );
  });
}

/** The appointment as athena lists it: by the patient's own list, or the booked list from yesterday to a year ahead. */
async function findBooked(ctx: CliContext, appointmentId: string, patientId: string | undefined): Promise<BookedAppointment> {
  const { bookings, staffSchedule, clock } = await ctx.services();
  const today = clinicDateOf(clock.now());
  const window = {
    startDate: formatUsDate(addClinicDays(today, -LOOKUP_DAYS.back)),
    endDate: formatUsDate(addClinicDays(today, LOOKUP_DAYS.ahead)),
  };
  const found = patientId
    ? (await ctx.call('Loading', () => bookings.getPatientAppointments({ patientId, ...window }))).find(
        (a) => a.appointmentid === appointmentId,
      )
    : await ctx.call('Loading', async () => {
        const list = await staffSchedule.getBookedAppointments({ ...window, showCancelled: true });
        return [...list.scheduled, ...list.rescheduled, ...list.cancelled].find((a) => a.appointmentid === appointmentId);
      });
  if (!found) {
    throw new CommandFailure(
      `No booked appointment ${appointmentId}${patientId ? ` for patient ${patientId}` : ''} from ${window.startDate} to ${window.endDate}. Check the id with \`clinic booked\`.`,
    );
  }
  return found;
}
