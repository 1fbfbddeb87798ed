import type { BookedAppointment } from '../model';
import { addClinicDays, clinicDateOf, formatUsDate } from '../time';
import { MANAGE_LIMITS } from './manage-limits';
import type { ManagedAppointment } from './manage.schema';
import type { ManageDeps } from './manage-deps';
import { appointmentStart, bySoonest, toManagedAppointment, type ManageReference } from './managed-appointment';
import { movedTo } from './moved-appointments';

type Deps = Pick<ManageDeps, 'scheduler' | 'clock'>;

/** Every appointment of the session's patients from today on (cancelled ones too), soonest first. */
export async function patientAppointments(deps: Deps, patientIds: readonly string[]): Promise<BookedAppointment[]> {
  const today = clinicDateOf(deps.clock.now());
  const window = { startDate: formatUsDate(today), endDate: formatUsDate(addClinicDays(today, MANAGE_LIMITS.upcomingWindowDays)) };
  const lists = await Promise.all(patientIds.map((patientId) => deps.scheduler.getPatientAppointments({ patientId, ...window })));
  // Only the session's own patients, whatever the scheduler answered.
  const own = new Set(patientIds);
  return bySoonest(lists.flat().filter((a) => own.has(a.patientid)));
}

export async function manageReference(deps: Pick<ManageDeps, 'scheduler'>): Promise<ManageReference> {
  const [departments, providers] = await Promise.all([deps.scheduler.getDepartments(), deps.scheduler.getProviders()]);
  return { departments, providers };
}

/**
 * The session patients' upcoming appointments as the manage page shows them; an original moved online says
 * where it went, so it never reads as a cancellation.
 */
export async function listMyAppointments(deps: Deps, patientIds: readonly string[]): Promise<ManagedAppointment[]> {
  const now = deps.clock.now().getTime();
  const all = await patientAppointments(deps, patientIds);
  const upcoming = all.filter((a) => appointmentStart(a) > now);
  if (upcoming.length === 0) return [];
  const ref = await manageReference(deps);
  const moves = movedTo(all);
  return upcoming.map((a) => {
    const to = moves.get(a.appointmentid);
    return { ...toManagedAppointment(a, ref), ...(to ? { movedTo: { date: to.date, startTime: to.starttime } } : {}) };
  });
}
