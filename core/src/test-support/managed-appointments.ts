import type { ManagedAppointment } from '../manage';

/**
 * An appointment of the fixture practice as the manage routes answer it: Wed Dec 3 2025, 10:00 PT, with Elena Vasquez
 * (provider 2) in Glendale (department 1), a new-patient visit.
 */
export function managed(overrides: Partial<ManagedAppointment> = {}): ManagedAppointment {
  return {
    appointmentId: '900001',
    date: '12/03/2025',
    startTime: '10:00',
    durationMinutes: 30,
    providerId: '2',
    providerName: 'Elena Vasquez, MD',
    departmentId: '1',
    departmentName: 'Glendale',
    appointmentTypeId: '1',
    appointmentTypeName: 'NEW PATIENT 30',
    status: 'scheduled',
    ...overrides,
  };
}
