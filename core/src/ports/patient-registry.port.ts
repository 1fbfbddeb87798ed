import type { InsuranceInput, InsuranceResult, NewPatient, Patient, PatientMatch, PatientSearch, PatientUpdate } from '../model';

/** The practice's patients and their insurance (booking.md §5, §7): the wizard's steps 2 and 3, the manage page. */
export interface PatientRegistryPort {
  /** Enhanced best match, filtered client-side on phone digits and date of birth (booking.md §5). */
  searchPatients(search: PatientSearch): Promise<PatientMatch[]>;
  createPatient(patient: NewPatient): Promise<{ patientid: string }>;
  /** Corrects a patient's demographics (athena PUT /patients/{id}), instead of registering a twin (decision 24). */
  updatePatient(patientId: string, patient: PatientUpdate): Promise<void>;
  getPatient(patientId: string): Promise<Patient>;
  createInsurance(patientId: string, insurance: InsuranceInput): Promise<InsuranceResult>;
}
