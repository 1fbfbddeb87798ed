import type { BookedAppointment, BookedList, BookedQuery } from '../model';
import type { PatientStorePort, StaffSchedulePort } from '../ports';
import { isSchedulerError } from '../errors/scheduler-error';
import { groupBookedAppointments } from '../rules/booked-groups';

/**
 * The booked list (booking.md §7), or, when the scheduler fails, the locally kept `appointments` if there are
 * any (§8: "Booked-list failure: falls back to local stored appointments if any"); otherwise the scheduler's error.
 */
export async function listBookedAppointments(
  deps: { scheduler: StaffSchedulePort; store?: PatientStorePort },
  query: BookedQuery,
): Promise<BookedList> {
  try {
    return await deps.scheduler.getBookedAppointments(query);
  } catch (error) {
    const stored = isSchedulerError(error) ? await storedAppointments(deps.store) : [];
    if (stored.length === 0) throw error;
    return groupBookedAppointments(stored, (a) => a);
  }
}

async function storedAppointments(store: PatientStorePort | undefined): Promise<BookedAppointment[]> {
  try {
    return (await store?.listAppointments()) ?? [];
  } catch {
    // A broken local list must not hide the scheduler's own error.
    return [];
  }
}
