import type { AppointmentDetails, BookedAppointment } from '../model';
import type { BookingFailure, BookingFailureCode } from '../errors/booking-failure';
import type { BookingContext } from './book-slot';
import { BOOKING_LIMITS } from '../catalog';
import { consentMessage } from '../validation/patient-form.schema';
import { bookingNote } from './booking-note';
import { selectSlot } from './select-slot';
import type { WizardAction, WizardBooking, WizardEffect, WizardState, WizardTransition } from './wizard-state';

type Patch = Partial<WizardState>;
type From = 2 | 3;
const NONE: readonly WizardEffect[] = Object.freeze([]);
const to = (state: WizardState, effects: readonly WizardEffect[] = NONE): WizardTransition => ({ state, effects });

/**
 * Each failure code of a step in one place: where the wizard goes and what it shows (booking.md §4, wizard).
 * A new code fails to compile until it has a row.
 */
const ON_FAILURE = {
  INVALID_FORM: (f, _s, from) => (from === 3 ? { insuranceErrors: errorsOf(f) } : { patientErrors: errorsOf(f) }),
  INCOMPLETE_SLOT: (f) => ({ step: 1, notice: messageOf(f) }),
  PATIENT_FAILED: (f) => ({ error: messageOf(f) }),
  MISSING_PATIENT_ID: (f) => ({ error: messageOf(f) }),
  INSURANCE_FAILED: (f) => ({ error: messageOf(f) }),
  // Step 2 booked a found insured patient and failed: the spec goes on to step 3 with the error, where only the
  // very same booking is retried with the policy on file. On step 3 the failed booking's details (its insurance
  // id) are kept, so a retry sends the very same booking.
  BOOKING_FAILED: (f, s, from) => ({ ...failedBooking(f, from), outcomeUnknown: Boolean(s.outcomeUnknown) }),
  BOOKING_PENDING: (f, _s, from) => ({ ...failedBooking(f, from), outcomeUnknown: true }),
  BOOKING_UNAVAILABLE: (f) => ({ error: messageOf(f) }),
  // Lost race: back to the times, keeping both forms exactly as typed (the search screen refreshes the times).
  SLOT_TAKEN: (f) => ({ step: 1, notice: messageOf(f), details: undefined, attemptKey: undefined, insuranceOnFile: false }),
} satisfies Record<BookingFailureCode, (f: BookingFailure, s: WizardState, from: From) => Patch>;

function errorsOf(f: BookingFailure): Partial<Record<string, string>> {
  return f.code === 'INVALID_FORM' ? f.errors : {};
}
function messageOf(f: BookingFailure): string {
  return f.code === 'INVALID_FORM' ? '' : f.message;
}
function keptDetails(f: BookingFailure): Patch {
  return f.code !== 'INVALID_FORM' && f.details ? { details: f.details } : {};
}
function failedBooking(f: BookingFailure, from: From): Patch {
  if (from === 3) return { error: messageOf(f), ...keptDetails(f) };
  return { step: 3, ...keptDetails(f), patientErrors: {}, error: messageOf(f), insuranceOnFile: true };
}

/** The wizard's transitions, steps 1 to 4, and what the driver must do after each (booking.md §4, wizard). */
export function wizardReducer(s: WizardState, action: WizardAction): WizardTransition {
  switch (action.type) {
    case 'slotChosen': {
      const chosen = selectSlot(action.slot, action.reasons);
      if (!chosen.ok) return to({ ...s, notice: chosen.message });
      return to({
        ...s,
        step: 2,
        details: chosen.value,
        notice: undefined,
        error: undefined,
        attemptKey: action.attemptKey,
        insuranceOnFile: false,
        outcomeUnknown: false,
      });
    }
    case 'patientSubmitted':
      return submitPatient(s, action, {});
    case 'continuedAsNewPatient':
      return s.noMatch ? submitPatient(s, action, { registeredAfterNoMatch: true }) : to(s);
    case 'visitNoteEdited':
      return to({ ...s, visitNote: action.note.slice(0, BOOKING_LIMITS.notesMaxLength) });
    case 'insuranceSubmitted':
      return submit(s, (details) => ({
        type: 'submitInsurance',
        input: {
          details,
          insuranceForm: s.insuranceForm,
          patientForm: s.patientForm,
          today: action.today,
          context: contextOf(s, action.booking),
          insuranceOnFile: s.insuranceOnFile ?? false,
        },
      }));
    case 'patientStepSettled':
    case 'insuranceStepSettled':
      return settled(s, action);
    case 'patientFormEdited':
      return to({ ...s, patientForm: action.form, patientErrors: patientErrorsAfterEdit(s.patientErrors, action.form, action.field) });
    case 'insuranceFormEdited':
      return to({ ...s, insuranceForm: action.form, insuranceErrors: cleared(s.insuranceErrors, action.field) });
    case 'backPressed':
      // Not while a booking runs: its answer would land on a step the patient already left.
      return to(s.submitting ? s : { ...s, step: s.step === 3 ? 2 : 1, error: undefined, noMatch: false });
    case 'noticeDismissed':
      return to({ ...s, notice: undefined });
  }
}

// Editing a field takes its message away; the others stay until the next submit.
function cleared(errors: Partial<Record<string, string>>, field: string | undefined): Partial<Record<string, string>> {
  return field ? { ...errors, [field]: undefined } : errors;
}

/**
 * Step 2's messages once a field changes: that field's goes, and the two consents' one combined message follows the
 * boxes (what is still missing, or nothing once both are ticked) rather than staying until the next CONTINUE.
 */
function patientErrorsAfterEdit(
  errors: Partial<Record<string, string>>,
  form: WizardState['patientForm'],
  field: string | undefined,
): Partial<Record<string, string>> {
  const after = cleared(errors, field);
  if (!errors.consent || (field !== 'privacyPolicy' && field !== 'textMessages')) return after;
  return { ...after, consent: consentMessage(form.privacyPolicy, form.textMessages) };
}

/** Step 2's submission; after no match, the visitor's choice to register as new travels with it. */
function submitPatient(
  state: WizardState,
  action: Extract<WizardAction, { type: 'patientSubmitted' | 'continuedAsNewPatient' }>,
  patch: Patch,
): WizardTransition {
  if (state.submitting) return to(state);
  const s = { ...state, ...patch, noMatch: false };
  return submit(s, (details) => ({
    type: 'submitPatientDetails',
    input: {
      details,
      form: s.patientForm,
      today: action.today,
      context: contextOf(s, action.booking),
      ...(s.createdPatientId ? { createdPatientId: s.createdPatientId } : {}),
      ...(s.registeredAfterNoMatch ? { registerUnmatched: true } : {}),
    },
  }));
}

/** One submission at a time: a double click while one is in flight changes nothing and starts nothing. */
function submit(s: WizardState, effect: (details: AppointmentDetails) => WizardEffect): WizardTransition {
  if (s.submitting) return to(s);
  if (!s.details) return to({ ...s, error: undefined });
  return to({ ...s, submitting: true, error: undefined }, [effect(s.details)]);
}

// One key per chosen slot: a double click or a retry of this attempt is replayed by the server, never booked twice.
// The notes typed on step 2 and 3 travel with every booking of this dialog, including one made from step 2 after a lost race.
function contextOf(s: WizardState, { service, ...booking }: WizardBooking): BookingContext {
  const notes = bookingNote({
    service,
    // Step 2 asks existing patients only (new ones always reach step 3's notes): a note typed before switching is not sent.
    visitNote: booking.patientType === 'existing' ? s.visitNote : undefined,
    insuranceNote: s.insuranceForm.notes,
    registeredAfterNoMatch: s.registeredAfterNoMatch,
  });
  return {
    ...booking,
    ...(s.attemptKey ? { idempotencyKey: s.attemptKey } : {}),
    ...(notes ? { notes } : {}),
    ...(s.outcomeUnknown ? { outcomeUnknown: true } : {}),
  };
}

type Settled = Extract<WizardAction, { type: 'patientStepSettled' | 'insuranceStepSettled' }>;

/** A step's answer: the outcome's step, or the failure's row; an answer nobody waits for is dropped. */
function settled(s: WizardState, action: Settled): WizardTransition {
  if (!s.submitting) return to(s);
  const from: From = action.type === 'patientStepSettled' ? 2 : 3;
  const o = action.outcome;
  if (!o.ok) {
    const state = { ...s, ...ON_FAILURE[o.code](o, s, from), submitting: false };
    return to(state, o.code === 'SLOT_TAKEN' ? [{ type: 'refreshSlots' }] : NONE);
  }
  const noErrors: Patch = from === 2 ? { patientErrors: {} } : { insuranceErrors: {} };
  // Nothing registered: stay on step 2 with everything as typed, and say so (the text never names a field).
  if (o.value.kind === 'noMatch') return to({ ...s, ...noErrors, noMatch: true, error: undefined, submitting: false });
  if (o.value.kind === 'booked') return booked(s, noErrors, o.value.details, o.value.appointment);
  return to({
    ...s,
    ...noErrors,
    step: 3,
    details: o.value.details,
    error: undefined,
    insuranceOnFile: false,
    submitting: false,
    outcomeUnknown: Boolean(s.outcomeUnknown),
    ...(o.value.createdPatientId ? { createdPatientId: o.value.createdPatientId } : {}),
  });
}

function booked(s: WizardState, noErrors: Patch, details: AppointmentDetails, appointment: BookedAppointment): WizardTransition {
  return to({ ...s, ...noErrors, step: 4, details, appointment, submitting: false }, [{ type: 'rememberAppointment', appointment }]);
}
