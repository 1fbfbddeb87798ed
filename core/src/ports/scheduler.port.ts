import type {
  AppointmentReason,
  AppointmentType,
  BookedAppointment,
  BookedList,
  BookedQuery,
  BookingInput,
  Department,
  InsuranceInput,
  InsuranceResult,
  NewPatient,
  OpenSlot,
  Patient,
  PatientMatch,
  PatientSearch,
  PatientUpdate,
  PracticeInfo,
  Provider,
} from '../model';

export type PatientType = 'new' | 'existing';

/** Open slots for one appointment type (the dialog's search) — booking.md §7, GET appointments/open. */
export interface OpenSlotsByTypeQuery {
  departmentId: string;
  appointmentTypeId?: string;
  providerId?: string;
  /** MM/DD/YYYY, clinic date. */
  startDate: string;
  /** MM/DD/YYYY; defaults to startDate. */
  endDate?: string;
  ignoreSchedulablePermission?: boolean;
  limit?: number;
}

/** Open slots for a patient-facing reason — booking.md §7, the reason-based variant. */
export interface OpenSlotsByReasonQuery {
  departmentId: string;
  reasonId: number;
  providerId?: string;
  startDate: string;
  endDate?: string;
  limit?: number;
  /** The scheduling client's own default is false; the dialog's search sends true (booking.md §6). */
  ignoreSchedulablePermission?: boolean;
}

/** One patient's appointments, dates MM/DD/YYYY inclusive. */
export interface PatientAppointmentsQuery {
  patientId: string;
  startDate: string;
  endDate: string;
}

/** athena's cancel: the patient the appointment is booked for, and the reason as text. */
export interface CancelInput {
  appointmentId: string;
  patientId: string;
  reason: string;
}

/**
 * Everything the product asks of the practice's scheduling system (booking.md §7).
 * Failures are thrown as `SchedulerError` carrying a stable code and the spec's prefixed message.
 */
export interface SchedulerPort {
  getDepartments(): Promise<Department[]>;
  getProviders(departmentId?: string): Promise<Provider[]>;
  getAppointmentTypes(query: { departmentId: string; providerId: string }): Promise<AppointmentType[]>;
  getReasons(query: { departmentId: string; providerId: string; patientType: PatientType }): Promise<AppointmentReason[]>;
  getOpenSlots(query: OpenSlotsByTypeQuery): Promise<OpenSlot[]>;
  getOpenSlotsByReason(query: OpenSlotsByReasonQuery): Promise<OpenSlot[]>;
  /** Enhanced best match, filtered client-side on phone digits and date of birth (booking.md §5). */
  searchPatients(search: PatientSearch): Promise<PatientMatch[]>;
  createPatient(patient: NewPatient): Promise<{ patientid: string }>;
  /** Corrects a patient's demographics (athena PUT /patients/{id}), instead of registering a twin (decision 24). */
  updatePatient(patientId: string, patient: PatientUpdate): Promise<void>;
  getPatient(patientId: string): Promise<Patient>;
  createInsurance(patientId: string, insurance: InsuranceInput): Promise<InsuranceResult>;
  /** Books an open slot; a slot taken meanwhile fails with code SLOT_UNAVAILABLE. */
  bookAppointment(booking: BookingInput): Promise<BookedAppointment>;
  getBookedAppointments(query: BookedQuery): Promise<BookedList>;
  /**
   * One patient's appointments in a window, cancelled ones included (athena GET /appointments/booked with
   * patientid and showcancelled; no patient details, no insurance). Never falls back to a local list.
   */
  getPatientAppointments(query: PatientAppointmentsQuery): Promise<BookedAppointment[]>;
  /** Cancels a booked appointment (athena PUT /appointments/{id}/cancel); the slot opens again. */
  cancelAppointment(input: CancelInput): Promise<void>;
  getPracticeInfo(): Promise<PracticeInfo>;
}
