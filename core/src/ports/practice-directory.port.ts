import type { AppointmentReason, AppointmentType, Department, PracticeInfo, Provider } from '../model';

export type PatientType = 'new' | 'existing';

/**
 * The practice's reference data from the scheduling system (booking.md §7): clinics, providers, their visit types
 * and reasons. The search screen, the manage page and the CLI's lookups read it.
 */
export interface PracticeDirectoryPort {
  getDepartments(): Promise<Department[]>;
  getProviders(departmentId?: string): Promise<Provider[]>;
  getAppointmentTypes(query: { departmentId: string; providerId: string }): Promise<AppointmentType[]>;
  getReasons(query: { departmentId: string; providerId: string; patientType: PatientType }): Promise<AppointmentReason[]>;
  getPracticeInfo(): Promise<PracticeInfo>;
}
