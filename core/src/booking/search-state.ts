import type { AppointmentReason, AppointmentType, Department, DepartmentGroup, OpenSlot, Provider, SlotDay, StoredPatient } from '../model';
import type { PatientType } from '../ports';
import type { BookingMode } from '../rules/provider-filter';
import type { ReasonsOutcome } from '../rules/reasons';
import type { SlotCriteria, SlotSearchOutcome } from './search-slots';

/** A load the search screen needs started; the driver runs it and dispatches the resulting action. */
export type SearchLoad =
  | { kind: 'departments'; key: string }
  | { kind: 'providers'; key: string; departmentId: string }
  | { kind: 'appointmentReasons'; key: string; departmentId: string; providerId: string; patientType: PatientType }
  | { kind: 'appointmentTypes'; key: string; departmentId: string; providerId: string }
  | { kind: 'slots'; key: string; criteria: SlotCriteria };

export type LoadArea = SearchLoad['kind'];

/** The booking dialog's search screen (booking.md §2 step 1, §4 search screen). */
export interface SearchState {
  mode: BookingMode;
  patientType: PatientType;
  departments: Department[];
  departmentGroups: DepartmentGroup[];
  departmentId?: string;
  /** Providers of the chosen location, already filtered for the mode. */
  providers: Provider[];
  providerId?: string;
  reasons: AppointmentReason[];
  reasonId?: number;
  appointmentTypes: AppointmentType[];
  /** The auto-selected IV type in IV mode. */
  appointmentTypeId?: string;
  slots: OpenSlot[];
  slotDays: SlotDay[];
  showResults: boolean;
  hasSearched: boolean;
  patients: StoredPatient[];
  selectedPatientId?: string;
  /** Per-area flags; a load already running for the same key is not started twice. */
  loading: Record<LoadArea, boolean>;
  /** Key of the request in flight per area, so a late answer for an old choice is ignored. */
  inFlight: Partial<Record<LoadArea, string>>;
  message?: string;
  toast?: { kind: 'error' | 'info'; text: string };
  /** The locations could not be loaded: the screen offers a retry and the office phone. */
  departmentsFailed?: boolean;
  /** Loads to start after this transition (a new array only when there is something to start). */
  loads: readonly SearchLoad[];
}

export type SearchAction =
  | { type: 'bookingTypeChanged'; mode: BookingMode }
  | { type: 'patientTypeChanged'; patientType: PatientType }
  | { type: 'locationChosen'; departmentId: string }
  | { type: 'providerChosen'; providerId: string }
  | { type: 'reasonChosen'; reasonId: number }
  | { type: 'searchRequested' }
  | { type: 'reset' }
  | { type: 'toastDismissed' }
  | { type: 'departmentsRetried' }
  | { type: 'patientsLoaded'; patients: StoredPatient[] }
  | { type: 'patientSelected'; patientId: string | undefined }
  | { type: 'departmentsLoaded'; key: string; departments: Department[] }
  | { type: 'providersLoaded'; key: string; providers: Provider[] }
  | { type: 'reasonsLoaded'; key: string; outcome: ReasonsOutcome }
  | { type: 'typesLoaded'; key: string; types: AppointmentType[] }
  | { type: 'slotsLoaded'; key: string; outcome: SlotSearchOutcome }
  | { type: 'loadFailed'; area: Exclude<LoadArea, 'slots' | 'appointmentReasons'>; key: string; message: string };

export const NO_LOADS: readonly SearchLoad[] = Object.freeze([]);

/** Appointment booking, new patient, nothing chosen; the departments load starts at once. */
export const initialSearchState: SearchState = {
  mode: 'appointment',
  patientType: 'new',
  departments: [],
  departmentGroups: [],
  providers: [],
  reasons: [],
  appointmentTypes: [],
  slots: [],
  slotDays: [],
  showResults: false,
  hasSearched: false,
  patients: [],
  loading: { departments: true, providers: false, appointmentReasons: false, appointmentTypes: false, slots: false },
  inFlight: { departments: 'departments' },
  loads: [{ kind: 'departments', key: 'departments' }],
};
