import type { AppointmentType, OpenSlot } from '../model';
import type { AvailabilityPort, PatientType } from '../ports';
import { matchesPatientType } from '../rules/slot-building';

/** One open-slot search as the dialog and the staff CLI make it (booking.md §7). */
export interface OpenSlotQuery {
  departmentId: string;
  /** One provider; without it, every provider of the department. */
  providerId?: string;
  startDate: string;
  endDate: string;
  patientType: PatientType;
  /** The IV type in IV mode: only that type is asked for. */
  appointmentTypeId?: string;
  /** The provider's types; a regular search asks once per type whose slots the patient may see. */
  types?: readonly AppointmentType[];
  /** Asked by reason when no type suits the patient. */
  reasonId?: number;
}

/**
 * athena returns no slot unless a type or a reason narrows the query (athena-api.md §4.5), so a regular
 * search asks once per appointment type that suits the patient, by the slot filter of booking.md §4
 * (`matchesPatientType`: asking for other types would only fetch slots `buildSlots` drops), and by reason when
 * no type is known. Every query sends ignoreschedulablepermission true, as the dialog's search does (§6).
 */
export async function fetchOpenSlots(scheduler: AvailabilityPort, query: OpenSlotQuery): Promise<OpenSlot[]> {
  const window = {
    departmentId: query.departmentId,
    startDate: query.startDate,
    endDate: query.endDate,
    ignoreSchedulablePermission: true,
    ...(query.providerId ? { providerId: query.providerId } : {}),
  };
  const byType = (appointmentTypeId: string) => scheduler.getOpenSlots({ ...window, appointmentTypeId });
  if (query.appointmentTypeId) return byType(query.appointmentTypeId);
  const typeIds = (query.types ?? []).filter((t) => matchesPatientType(t.name, query.patientType)).map((t) => t.appointmenttypeid);
  if (typeIds.length > 0) return (await Promise.all(typeIds.map(byType))).flat();
  return query.reasonId === undefined ? [] : scheduler.getOpenSlotsByReason({ ...window, reasonId: query.reasonId });
}
