import type { BookedAppointment } from '../model';

const MOVED_FROM = 'Moved online from appointment';

/**
 * The booking note of the new appointment of an online move: the front desk reads where it came from, and the
 * manage page pairs the cancelled original with it (our move is a booking, then a cancellation).
 */
export function movedFromNote(oldAppointmentId: string): string {
  return `${MOVED_FROM} ${oldAppointmentId}`;
}

const MOVED_FROM_ID = new RegExp(`${MOVED_FROM} (\\d+)`);

/**
 * Each cancelled appointment that was moved online, by id, with the appointment it was moved to. A move stays a move
 * when the new appointment is cancelled later: the list then shows one move and one cancellation, as happened.
 */
export function movedTo(appointments: readonly BookedAppointment[]): Map<string, BookedAppointment> {
  const moved = new Map<string, BookedAppointment>();
  for (const a of appointments) {
    const from = MOVED_FROM_ID.exec(a.bookingnote ?? '')?.[1];
    const original = from && appointments.find((o) => o.appointmentid === from && o.appointmentstatus === 'x');
    if (original) moved.set(original.appointmentid, a);
  }
  return moved;
}
