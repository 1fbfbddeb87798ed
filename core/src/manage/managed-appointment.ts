import type { BookedAppointment, Department, Provider } from '../model';
import { confirmationProvider, visitLabel } from '../rules';
import { clinicInstant, parseUsDate } from '../time';
import type { ManagedAppointment } from './manage.schema';

/** The names the manage page shows beside the ids. */
export interface ManageReference {
  departments: Department[];
  providers: Provider[];
}

/** athena's appointment reduced to what the manage page may see: no notes, insurance or patient fields. */
export function toManagedAppointment(a: BookedAppointment, ref: ManageReference): ManagedAppointment {
  const department = ref.departments.find((d) => d.departmentid === a.departmentid);
  const provider = ref.providers.find((p) => p.providerid === a.providerid);
  return {
    appointmentId: a.appointmentid,
    date: a.date,
    startTime: a.starttime,
    durationMinutes: a.duration,
    providerId: a.providerid,
    providerName: confirmationProvider(provider),
    departmentId: a.departmentid,
    departmentName: department?.name ?? '',
    appointmentTypeId: a.appointmenttypeid,
    appointmentTypeName: visitLabel(a.appointmenttype),
    status: a.appointmentstatus === 'x' ? 'cancelled' : 'scheduled',
  };
}

/** When the appointment starts, as an instant (its date and time are clinic wall-clock time). */
export function appointmentStart(a: Pick<BookedAppointment, 'date' | 'starttime'>): number {
  const day = parseUsDate(a.date);
  return day ? clinicInstant(day, a.starttime).getTime() : Number.NaN;
}

/** Soonest first. */
export function bySoonest<T extends Pick<BookedAppointment, 'date' | 'starttime'>>(items: T[]): T[] {
  return [...items].sort((a, b) => appointmentStart(a) - appointmentStart(b));
}
