import type { AppointmentDetails, BookedAppointment, InsuranceForm, PatientForm } from '@clinic/core';

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
  submitting: boolean;
  /** One idempotency key per booking attempt (per chosen slot), reused on retries. */
  attemptKey?: string;
  /** The patient this dialog registered: corrections update that record, never a twin (decision 24). */
  createdPatientId?: string;
  /** Step 3 only retries the booking with the policy on file; it asks for no insurance. */
  insuranceOnFile?: boolean;
  /** A try of this attempt got no answer: it may have booked the slot (decision 23). */
  outcomeUnknown?: boolean;
}

const EMPTY_PATIENT_FORM: PatientForm = {
  firstName: '', lastName: '', email: '', phoneNumber: '', dateOfBirth: '', sex: '', privacyPolicy: false, textMessages: false,
};

const EMPTY_INSURANCE_FORM: InsuranceForm = {
  insurancePackageId: '', insuranceIdNumber: '', sequenceNumber: 1, policyNumber: '', policyHolderSex: '',
  policyHolderFirstName: '', policyHolderLastName: '', policyHolderDob: '', relationshipId: '', notes: '', referralSource: '',
};

export const initialWizardState: WizardState = {
  step: 1,
  patientForm: EMPTY_PATIENT_FORM,
  insuranceForm: EMPTY_INSURANCE_FORM,
  patientErrors: {},
  insuranceErrors: {},
  submitting: false,
};
