import type { AppointmentDetails, AppointmentReason, BookedAppointment, InsuranceForm, OpenSlot, PatientForm } from '../model';
import type { BookingFailure } from '../errors/booking-failure';
import type { Result } from '../errors/result';
import type { ClinicDate } from '../time';
import type { BookingContext } from './book-slot';
import type { InsuranceStepInput, InsuranceStepOutcome } from './submit-insurance';
import type { PatientStepInput, PatientStepOutcome } from './submit-patient-details';

export type WizardStep = 1 | 2 | 3 | 4;

/** The booking wizard after the search screen: the chosen slot, both forms and what each step shows. */
export interface WizardState {
  step: WizardStep;
  details?: AppointmentDetails;
  appointment?: BookedAppointment;
  patientForm: PatientForm;
  insuranceForm: InsuranceForm;
  patientErrors: Partial<Record<string, string>>;
  insuranceErrors: Partial<Record<string, string>>;
  /** The error box of step 2 or 3. */
  error?: string;
  /** Shown on the time picker, e.g. after a lost race. */
  notice?: string;
  /** A step's submission is running: another submission, or going back, waits for its answer. */
  submitting: boolean;
  /** One idempotency key per booking attempt (per chosen slot), reused on retries. */
  attemptKey?: string;
  /** The patient this dialog registered: corrections update that record, never a twin (decision 24). */
  createdPatientId?: string;
  /** Step 3 only retries the booking with the policy on file; it asks for no insurance. */
  insuranceOnFile?: boolean;
  /** A try of this attempt got no answer: it may have booked the slot (decision 23). */
  outcomeUnknown?: boolean;
  /** Step 2's "Anything the office should know?", for patients who skip step 3; sent as the booking note. */
  visitNote: string;
  /** The visitor said "existing" and no record matched: step 2 says so and offers to correct, continue or call. */
  noMatch?: boolean;
  /** They continued as a new patient after no match: the booking note tells the front desk. */
  registeredAfterNoMatch?: boolean;
}

/** What the search screen chose, which every booking of the dialog is made with. */
export type WizardBooking = Pick<BookingContext, 'mode' | 'patientType' | 'types'> & {
  /** The service page the dialog was opened from ("Flu shot"), named in the booking note. */
  service?: string;
};

export type WizardAction =
  /** `attemptKey`: a fresh key the driver made for this slot (the core makes no randomness). */
  | { type: 'slotChosen'; slot: OpenSlot; reasons: readonly AppointmentReason[]; attemptKey: string }
  /** `today`: the clinic's date when the patient pressed continue (the core reads no clock). */
  | { type: 'patientSubmitted'; today: ClinicDate; booking: WizardBooking }
  | { type: 'insuranceSubmitted'; today: ClinicDate; booking: WizardBooking }
  /** After no match as an existing patient: register the details as typed, as a new patient. */
  | { type: 'continuedAsNewPatient'; today: ClinicDate; booking: WizardBooking }
  | { type: 'visitNoteEdited'; note: string }
  | { type: 'patientStepSettled'; outcome: Result<PatientStepOutcome, BookingFailure> }
  | { type: 'insuranceStepSettled'; outcome: Result<InsuranceStepOutcome, BookingFailure> }
  /** `field`: the input edited, whose error message goes away. */
  | { type: 'patientFormEdited'; form: PatientForm; field?: string }
  | { type: 'insuranceFormEdited'; form: InsuranceForm; field?: string }
  | { type: 'backPressed' }
  | { type: 'noticeDismissed' };

/** What the driver must do after a transition; each use-case effect settles as an action (wizard-effects.ts). */
export type WizardEffect =
  | { type: 'submitPatientDetails'; input: PatientStepInput }
  | { type: 'submitInsurance'; input: InsuranceStepInput }
  /** The browser's fallback `appointments` list (booking.md §3); failing to write it never stops a booking. */
  | { type: 'rememberAppointment'; appointment: BookedAppointment }
  /** A lost race: the search screen searches again so the taken time disappears. */
  | { type: 'refreshSlots' };

export interface WizardTransition {
  state: WizardState;
  effects: readonly WizardEffect[];
}

const EMPTY_PATIENT_FORM: PatientForm = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  dateOfBirth: '',
  sex: '',
  privacyPolicy: false,
  textMessages: false,
};

const EMPTY_INSURANCE_FORM: InsuranceForm = {
  insurancePackageId: '',
  insuranceIdNumber: '',
  sequenceNumber: 1,
  policyNumber: '',
  policyHolderSex: '',
  policyHolderFirstName: '',
  policyHolderLastName: '',
  policyHolderDob: '',
  relationshipId: '',
  notes: '',
  referralSource: '',
};

export const initialWizardState: WizardState = {
  step: 1,
  patientForm: EMPTY_PATIENT_FORM,
  insuranceForm: EMPTY_INSURANCE_FORM,
  patientErrors: {},
  insuranceErrors: {},
  submitting: false,
  visitNote: '',
};
