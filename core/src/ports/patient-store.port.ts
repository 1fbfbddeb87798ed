import type { BookedAppointment, StoredPatient } from '../model';

/**
 * The local fallback lists kept under the keys `patients` and `appointments` (booking.md §3).
 * Used only when the scheduler cannot answer; never a source of truth.
 */
export interface PatientStorePort {
  listPatients(): Promise<StoredPatient[]>;
  savePatient(patient: StoredPatient): Promise<void>;
  listAppointments(): Promise<BookedAppointment[]>;
  saveAppointment(appointment: BookedAppointment): Promise<void>;
}
