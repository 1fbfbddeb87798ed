import type { BookedAppointment, BookedList } from '../model';

/** What decides an appointment's group: athena's status, and the new appointment's id when it was moved. */
export interface GroupedByStatus {
  appointmentstatus: string;
  rescheduledappointmentid?: string | undefined;
}

/** The booked list's three groups (booking.md §3): rescheduled (athena names the new appointment), cancelled (status x), scheduled. */
export function bookedGroupOf(appointment: GroupedByStatus): keyof BookedList {
  if (appointment.rescheduledappointmentid) return 'rescheduled';
  return appointment.appointmentstatus === 'x' ? 'cancelled' : 'scheduled';
}

/** `appointments` in their groups, each turned into the core's BookedAppointment by `toBooked`. */
export function groupBookedAppointments<T extends GroupedByStatus>(
  appointments: readonly T[],
  toBooked: (appointment: T) => BookedAppointment,
): BookedList {
  const list: BookedList = { scheduled: [], cancelled: [], rescheduled: [] };
  for (const a of appointments) list[bookedGroupOf(a)].push(toBooked(a));
  return list;
}
