import type { PatientForm } from './forms';

/** What the wizard remembers about the chosen slot and patient between steps (booking.md §3). */
export interface AppointmentDetails {
  date: string;
  time: string;
  id: string;
  appointmenttypeid: string;
  departmentid: string;
  providerid: string;
  reasonid?: number;
  duration: number;
  copay: number;
  insuranceid: string;
  /** Set once step 2 found or created the patient (booking.md §3, shared booking state). */
  patientid?: string;
  patient?: PatientForm;
}
