import type { AppointmentDetails, BookedAppointment, InsuranceForm, InsuranceInput, PatientForm } from '../model';
import type { BookingsPort, PatientRegistryPort } from '../ports';

/** What the insurance step asks of the scheduling system: file the policy, then book. */
type InsuranceStepScheduler = Pick<PatientRegistryPort, 'createInsurance'> & Pick<BookingsPort, 'bookAppointment'>;
import { SELF_RELATIONSHIP_ID } from '../catalog';
import { failure, type BookingFailure } from '../errors/booking-failure';
import { insuranceStepMessage, isDuplicateInsuranceError } from '../errors/error-messages';
import { ok, type Result } from '../errors/result';
import { asSchedulerError } from '../errors/scheduler-error';
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
  /** The patient's policy is on file (`details.insuranceid`): book with it, ask nothing. */
  insuranceOnFile?: boolean;
}

/** What step 3 achieved: the booking, with the details it was made with (the insurance id included). */
export type InsuranceStepOutcome = { kind: 'booked'; details: AppointmentDetails; appointment: BookedAppointment };

type InsuranceStepResult = Result<InsuranceStepOutcome, BookingFailure>;

/** Step 3 continue: register insurance or self-pay (duplicates tolerated), then book (booking.md §4). */
export async function submitInsurance(
  deps: { scheduler: InsuranceStepScheduler },
  input: InsuranceStepInput,
): Promise<InsuranceStepResult> {
  if (input.insuranceOnFile && input.details.insuranceid) return bookWithPolicyOnFile(deps, input);
  const form =
    input.insuranceForm.relationshipId === SELF_RELATIONSHIP_ID
      ? applyRelationship(input.insuranceForm, SELF_RELATIONSHIP_ID, input.patientForm ?? input.details.patient)
      : input.insuranceForm;
  const checked = validateInsuranceForm(form, input.today);
  if (!checked.ok) return { ok: false, code: 'INVALID_FORM', errors: checked.errors };
  const patientId = input.details.patientid;
  if (!patientId) return failure('INSURANCE_FAILED', insuranceStepMessage(undefined, 'other'));

  // A retry after a booking that failed: the policy registered then is already on file (409, no id), and
  // the retry must carry the same insurance id as the first try, or it is a different booking.
  let insuranceId: string | undefined = input.details.insuranceid || undefined;
  try {
    const result = await deps.scheduler.createInsurance(patientId, toInsuranceInput(checked.value));
    insuranceId = result.insuranceid ?? insuranceId;
  } catch (thrown) {
    const error = asSchedulerError(thrown);
    if (!isDuplicateInsuranceError(error)) return failure('INSURANCE_FAILED', insuranceStepMessage(error, 'insurance'));
  }
  return bookWith(deps, input, patientId, insuranceId, checked.value.notes);
}

function bookWithPolicyOnFile(deps: { scheduler: InsuranceStepScheduler }, input: InsuranceStepInput): Promise<InsuranceStepResult> {
  const patientId = input.details.patientid;
  if (!patientId) return Promise.resolve(failure('INSURANCE_FAILED', insuranceStepMessage(undefined, 'other')));
  return bookWith(deps, input, patientId, input.details.insuranceid, input.insuranceForm.notes);
}

async function bookWith(
  deps: { scheduler: InsuranceStepScheduler },
  input: InsuranceStepInput,
  patientId: string,
  insuranceId: string | undefined,
  formNotes: string,
): Promise<InsuranceStepResult> {
  const notes = formNotes.trim() || input.context.notes;
  const details = { ...input.details, insuranceid: insuranceId ?? '' };
  const booked = await bookSlot(deps.scheduler, {
    details: input.details,
    patientId,
    context: { ...input.context, ...(notes ? { notes } : {}) },
    ...(insuranceId ? { insuranceId } : {}),
  });
  if (booked.ok) return ok({ kind: 'booked', details, appointment: booked.value });
  if (booked.code === 'SLOT_TAKEN') return failure('SLOT_TAKEN', booked.message);
  if (booked.code === 'PENDING') return failure('BOOKING_PENDING', booked.message, details);
  return failure('BOOKING_FAILED', insuranceStepMessage(booked.error, 'booking'), details);
}

/** The scheduler's insurance payload; self-pay sends only the package (booking.md §7). */
function toInsuranceInput(value: InsuranceFormValue): InsuranceInput {
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
