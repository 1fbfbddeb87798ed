import type { AppointmentDetails, BookedAppointment, InsuranceForm, InsuranceInput, PatientForm } from '../model';
import type { SchedulerPort } from '../ports';
import { SELF_RELATIONSHIP_ID } from '../catalog';
import { failure, type BookingFailure } from '../errors/booking-failure';
import { insuranceStepMessage, isDuplicateInsuranceError } from '../errors/error-messages';
import type { ClinicDate } from '../time';
import { validateInsuranceForm, type InsuranceFormValue } from '../validation/insurance-form.schema';
import { bookSlot, type BookingContext } from './book-slot';
import { applyRelationship } from './insurance-form-rules';

export interface InsuranceStepInput {
  /** From step 2; `patientid` must be set. */
  details: AppointmentDetails;
  insuranceForm: InsuranceForm;
  /** Step 2's form, so "Self" always books with the patient as policy holder. */
  patientForm?: PatientForm;
  today: ClinicDate;
  context: BookingContext;
}

export type InsuranceStepOutcome =
  | { ok: true; step: 4; details: AppointmentDetails; appointment: BookedAppointment }
  | BookingFailure;

/** Step 3 continue: register insurance or self-pay (duplicates tolerated), then book (booking.md §4). */
export async function submitInsurance(deps: { scheduler: SchedulerPort }, input: InsuranceStepInput): Promise<InsuranceStepOutcome> {
  const form = input.insuranceForm.relationshipId === SELF_RELATIONSHIP_ID
    ? applyRelationship(input.insuranceForm, SELF_RELATIONSHIP_ID, input.patientForm ?? input.details.patient)
    : input.insuranceForm;
  const checked = validateInsuranceForm(form, input.today);
  if (!checked.ok) return { ok: false, code: 'INVALID_FORM', errors: checked.errors };
  const patientId = input.details.patientid;
  if (!patientId) return failure('INSURANCE_FAILED', insuranceStepMessage(undefined, 'other'));

  let insuranceId: string | undefined;
  try {
    const result = await deps.scheduler.createInsurance(patientId, toInsuranceInput(checked.value));
    insuranceId = result.insuranceid;
  } catch (error) {
    if (!isDuplicateInsuranceError(error)) return failure('INSURANCE_FAILED', insuranceStepMessage(error, 'insurance'));
  }

  const notes = checked.value.notes || input.context.notes;
  const booked = await bookSlot(deps.scheduler, {
    details: input.details, patientId, context: { ...input.context, ...(notes ? { notes } : {}) },
    ...(insuranceId ? { insuranceId } : {}),
  });
  if (booked.ok) {
    return { ok: true, step: 4, details: { ...input.details, insuranceid: insuranceId ?? '' }, appointment: booked.appointment };
  }
  if (booked.code === 'SLOT_TAKEN') return failure('SLOT_TAKEN', booked.message);
  return failure('BOOKING_FAILED', insuranceStepMessage(booked.error, 'booking'));
}

/** The scheduler's insurance payload; self-pay sends only the package (booking.md §7). */
export function toInsuranceInput(value: InsuranceFormValue): InsuranceInput {
  if (value.kind === 'self-pay') return { kind: 'self-pay' };
  return {
    kind: 'policy',
    insurancepackageid: value.insurancePackageId,
    insuranceidnumber: value.insuranceIdNumber,
    policynumber: value.policyNumber,
    sequencenumber: value.sequenceNumber,
    relationshiptoinsuredid: value.relationshipId,
    insurancepolicyholderfirstname: value.policyHolderFirstName,
    insurancepolicyholderlastname: value.policyHolderLastName,
    ...(value.policyHolderSex ? { insurancepolicyholdersex: value.policyHolderSex } : {}),
    insurancepolicyholderdob: value.policyHolderDob,
  };
}
