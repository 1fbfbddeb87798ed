import type { AppointmentDetails, BookedAppointment, PatientForm } from '../model';
import type { BookingsPort, PatientRegistryPort, PatientStorePort } from '../ports';
import { BOOKING_UNAVAILABLE_MESSAGE, failure, type BookingFailure } from '../errors/booking-failure';
import { codedRefusalText, MISSING_PATIENT_ID_MESSAGE, patientStepMessage } from '../errors/error-messages';
import { ok, type Result } from '../errors/result';
import { asSchedulerError } from '../errors/scheduler-error';
import type { ClinicDate } from '../time';
import { insuranceToBookWith } from '../rules/insurance-on-file';
import { validatePatientForm, type PatientFormValue } from '../validation/patient-form.schema';
import { bookSlot, type BookingContext } from './book-slot';
import { extractPatientId, isStandInPatientId } from './patient-id';

export interface PatientStepDeps {
  /** Finds or registers the patient, then books. */
  scheduler: PatientRegistryPort & Pick<BookingsPort, 'bookAppointment'>;
  /** The browser's fallback `patients` list; optional for drivers without one. */
  store?: PatientStorePort;
}

export interface PatientStepInput {
  details: AppointmentDetails;
  form: PatientForm;
  /** The clinic's date, for the date-of-birth rules. */
  today: ClinicDate;
  context: BookingContext;
  /**
   * The patient this dialog registered earlier: corrected details go on that record instead of a twin
   * (docs/decisions/, decision 24).
   */
  createdPatientId?: string;
  /** The visitor said "existing", no record matched, and they chose to continue as a new patient. */
  registerUnmatched?: boolean;
}

/** What step 2 achieved; the wizard reducer decides which step shows it. */
export type PatientStepOutcome =
  /** A found patient with a policy on file, booked at once. */
  | { kind: 'booked'; details: AppointmentDetails; appointment: BookedAppointment }
  /** Registered, or found without a policy to book with: insurance is asked next. */
  | { kind: 'needsInsurance'; details: AppointmentDetails; createdPatientId?: string }
  /** The visitor said "existing" and no record matches: nothing was registered, they choose what to do next. */
  | { kind: 'noMatch' };

/**
 * Step 2 submit: find or create the patient, then book at once or ask for insurance (booking.md §4). A booking
 * of a found insured patient that fails is BOOKING_FAILED or BOOKING_PENDING with the insured details, so a
 * retry books with the policy on file and never asks for insurance again.
 */
export async function submitPatientDetails(
  deps: PatientStepDeps,
  input: PatientStepInput,
): Promise<Result<PatientStepOutcome, BookingFailure>> {
  const checked = validatePatientForm(input.form, input.today);
  if (!checked.ok) return { ok: false, code: 'INVALID_FORM', errors: checked.errors };
  const patient = checked.value;
  const created = input.createdPatientId;
  if (created) {
    const corrected = await correctCreatedPatient(deps, created, patient);
    if (corrected) return corrected;
  }

  let found;
  try {
    const matches = await deps.scheduler.searchPatients({
      firstName: patient.firstName,
      lastName: patient.lastName,
      dob: patient.dateOfBirth,
      phoneNumber: patient.phoneDigits,
    });
    // The patient this dialog registered is always that patient, with any policy added since (never a twin).
    found = created ? (matches.find((m) => m.patientid === created) ?? { patientid: created, insurances: [] }) : matches[0];
  } catch (error) {
    return failure('PATIENT_FAILED', patientStepMessage(asSchedulerError(error)));
  }

  if (!found) {
    // A visitor who said "existing" is not silently registered again: a twin chart is worse than a question.
    if (input.context.patientType === 'existing' && !input.registerUnmatched) return ok({ kind: 'noMatch' });
    return createAndAskInsurance(deps, input, patient);
  }

  const details: AppointmentDetails = { ...input.details, patient: input.form, patientid: found.patientid };
  await remember(deps, patient, found.patientid);
  // Self-pay, a payment plan or only a secondary policy is no insurance to book with: ask in step 3. A patient this
  // dialog registered already answered step 3 here (self-pay included): a retry books with that answer.
  const insurance = insuranceToBookWith(found.insurances, Boolean(created));
  if (!insurance) return ok({ kind: 'needsInsurance', details, ...(created ? { createdPatientId: created } : {}) });

  const insured = { ...details, insuranceid: insurance.insuranceid };
  const booked = await bookSlot(deps.scheduler, {
    details,
    patientId: found.patientid,
    insuranceId: insurance.insuranceid,
    context: input.context,
  });
  if (booked.ok) return ok({ kind: 'booked', details: insured, appointment: booked.value });
  if (booked.code === 'SLOT_TAKEN') return failure('SLOT_TAKEN', booked.message);
  if (booked.code === 'PENDING') return failure('BOOKING_PENDING', booked.message, insured);
  // A booking limit: only the office can book now, so the patient is not sent to step 3 to retry.
  const refused = codedRefusalText(booked.error);
  if (refused) return failure('BOOKING_UNAVAILABLE', refused);
  return failure('BOOKING_FAILED', patientStepMessage(booked.error), insured);
}

async function createAndAskInsurance(
  deps: PatientStepDeps,
  input: PatientStepInput,
  patient: PatientFormValue,
): Promise<Result<PatientStepOutcome, BookingFailure>> {
  let response: unknown;
  try {
    response = await deps.scheduler.createPatient({
      firstname: patient.firstName,
      lastname: patient.lastName,
      dob: patient.dateOfBirth,
      mobilephone: patient.phoneDigits,
      email: patient.email,
      departmentid: input.details.departmentid,
      sex: patient.sex,
    });
  } catch (error) {
    return failure('PATIENT_FAILED', patientStepMessage(asSchedulerError(error)));
  }
  const patientid = extractPatientId(response);
  if (!patientid) return failure('MISSING_PATIENT_ID', MISSING_PATIENT_ID_MESSAGE);
  // athena's 402 gives the spec's stand-in patient: nothing can be booked for it online.
  if (isStandInPatientId(patientid)) return failure('BOOKING_UNAVAILABLE', BOOKING_UNAVAILABLE_MESSAGE);
  await remember(deps, patient, patientid);
  return ok({ kind: 'needsInsurance', details: { ...input.details, patient: input.form, patientid }, createdPatientId: patientid });
}

/** Writes the corrected details onto the patient registered earlier in this dialog; a failure is the outcome. */
async function correctCreatedPatient(
  deps: PatientStepDeps,
  patientid: string,
  patient: PatientFormValue,
): Promise<BookingFailure | undefined> {
  try {
    await deps.scheduler.updatePatient(patientid, {
      firstname: patient.firstName,
      lastname: patient.lastName,
      dob: patient.dateOfBirth,
      mobilephone: patient.phoneDigits,
      email: patient.email,
      sex: patient.sex,
    });
    return undefined;
  } catch (error) {
    return failure('PATIENT_FAILED', patientStepMessage(asSchedulerError(error)));
  }
}

// The local list is only a fallback; failing to write it must not stop a booking.
async function remember(deps: PatientStepDeps, patient: PatientFormValue, patientid: string): Promise<void> {
  try {
    await deps.store?.savePatient({ firstName: patient.firstName, lastName: patient.lastName, dob: patient.dateOfBirth, patientid });
  } catch {
    /* ignored on purpose */
  }
}
