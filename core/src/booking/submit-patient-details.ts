import type { AppointmentDetails, BookedAppointment, PatientForm } from '../model';
import type { PatientStorePort, SchedulerPort } from '../ports';
import { failure, type BookingFailure } from '../errors/booking-failure';
import { MISSING_PATIENT_ID_MESSAGE, patientStepMessage } from '../errors/error-messages';
import type { ClinicDate } from '../time';
import { insuranceOnFile } from '../rules/insurance-on-file';
import { validatePatientForm, type PatientFormValue } from '../validation/patient-form.schema';
import { bookSlot, type BookingContext } from './book-slot';
import { extractPatientId } from './patient-id';

export interface PatientStepDeps {
  scheduler: SchedulerPort;
  /** The browser's fallback `patients` list; optional for drivers without one. */
  store?: PatientStorePort;
}

export interface PatientStepInput {
  details: AppointmentDetails;
  form: PatientForm;
  /** The clinic's date, for the date-of-birth rules. */
  today: ClinicDate;
  context: BookingContext;
}

export type PatientStepOutcome =
  | { ok: true; step: 3; details: AppointmentDetails; message?: string }
  | { ok: true; step: 4; details: AppointmentDetails; appointment: BookedAppointment }
  | BookingFailure;

/** Step 2 submit: find or create the patient, then book at once or ask for insurance (booking.md §4). */
export async function submitPatientDetails(deps: PatientStepDeps, input: PatientStepInput): Promise<PatientStepOutcome> {
  const checked = validatePatientForm(input.form, input.today);
  if (!checked.ok) return { ok: false, code: 'INVALID_FORM', errors: checked.errors };
  const patient = checked.value;

  let found;
  try {
    const matches = await deps.scheduler.searchPatients({
      firstName: patient.firstName, lastName: patient.lastName, dob: patient.dateOfBirth, phoneNumber: patient.phoneDigits,
    });
    found = matches[0];
  } catch (error) {
    return failure('PATIENT_FAILED', patientStepMessage(error));
  }

  if (!found) return createAndAskInsurance(deps, input, patient);

  const details: AppointmentDetails = { ...input.details, patient: input.form, patientid: found.patientid };
  await remember(deps, patient, found.patientid);
  // Self-pay, a payment plan or only a secondary policy is no insurance to book with: ask in step 3.
  const insurance = insuranceOnFile(found.insurances);
  if (!insurance) return { ok: true, step: 3, details };

  const booked = await bookSlot(deps.scheduler, {
    details, patientId: found.patientid, insuranceId: insurance.insuranceid, context: input.context,
  });
  if (booked.ok) return { ok: true, step: 4, details: { ...details, insuranceid: insurance.insuranceid }, appointment: booked.appointment };
  if (booked.code === 'SLOT_TAKEN') return failure('SLOT_TAKEN', booked.message);
  // The spec sends the patient on to step 3 with the error, where they can try again.
  return { ok: true, step: 3, details, message: patientStepMessage(booked.error) };
}

async function createAndAskInsurance(deps: PatientStepDeps, input: PatientStepInput, patient: PatientFormValue): Promise<PatientStepOutcome> {
  let response: unknown;
  try {
    response = await deps.scheduler.createPatient({
      firstname: patient.firstName, lastname: patient.lastName, dob: patient.dateOfBirth, mobilephone: patient.phoneDigits,
      email: patient.email, departmentid: input.details.departmentid, sex: patient.sex,
    });
  } catch (error) {
    return failure('PATIENT_FAILED', patientStepMessage(error));
  }
  const patientid = extractPatientId(response);
  if (!patientid) return failure('MISSING_PATIENT_ID', MISSING_PATIENT_ID_MESSAGE);
  await remember(deps, patient, patientid);
  return { ok: true, step: 3, details: { ...input.details, patient: input.form, patientid } };
}

// The local list is only a fallback; failing to write it must not stop a booking.
async function remember(deps: PatientStepDeps, patient: PatientFormValue, patientid: string): Promise<void> {
  try {
    await deps.store?.savePatient({ firstName: patient.firstName, lastName: patient.lastName, dob: patient.dateOfBirth, patientid });
  } catch {
    /* ignored on purpose */
  }
}
