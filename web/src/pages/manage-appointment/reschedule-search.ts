import {
  isIvTypeName,
  matchesPatientType,
  searchSlots,
  type ManagedAppointment,
  type Provider,
  type SlotCriteria,
  type SlotSearchOutcome,
} from '@clinic/core';
import type { WebCore } from '../../features/booking/hooks/web-core';

/**
 * The dialog's slot search narrowed to the booked visit: its provider, clinic and appointment type. The type name
 * says which slot rules apply (IV, or the new/existing patient words), as it did when the visit was booked.
 */
function rescheduleCriteria(appointment: ManagedAppointment): SlotCriteria {
  const name = appointment.appointmentTypeName;
  return {
    mode: isIvTypeName(name) ? 'iv' : 'appointment',
    patientType: matchesPatientType(name, 'new') ? 'new' : 'existing',
    departmentId: appointment.departmentId,
    providerId: appointment.providerId,
    appointmentTypeId: appointment.appointmentTypeId,
  };
}

/** Open times for moving this appointment, from today to the search window's end, in clinic time. */
export function searchRescheduleSlots(
  core: Pick<WebCore, 'scheduler' | 'clock'>,
  appointment: ManagedAppointment,
): Promise<SlotSearchOutcome> {
  return searchSlots(core, rescheduleCriteria(appointment));
}

/** The provider as the time step shows it (name; the site's roster adds the photo and title). */
export function appointmentProvider(appointment: ManagedAppointment): Provider {
  return { providerid: appointment.providerId, displayname: appointment.providerName, firstname: '', lastname: '' };
}
