import { describe, expect, it } from 'vitest';
import { BOOKING_PENDING_MESSAGE, failure, SLOT_TAKEN_MESSAGE, type BookingFailure } from '../errors/booking-failure';
import { ok } from '../errors/result';
import type { BookedAppointment } from '../model';
import { ANA, detailsFor, openSlot, TODAY, TYPES } from '../test-support/booking-fixtures';
import type { ClinicTime } from '../time';
import { wizardReducer } from './wizard-reducer';
import { initialWizardState, type WizardAction, type WizardState } from './wizard-state';

// Tue Dec 1 2026, 9:30 PT, a FOLLOW UP 30 slot, for an existing patient.
const slot = openSlot('700', '12/01/2026', '09:30', '31');
const reasons = [{ reasonid: 2001, reason: 'Follow Up', description: '' }];
const booking = { mode: 'appointment' as const, patientType: 'existing' as const, types: TYPES };
const appointment: BookedAppointment = {
  appointmentid: '700',
  appointmentstatus: 'f',
  date: '12/01/2026',
  starttime: '09:30',
  duration: 30,
  departmentid: '1',
  providerid: '10',
  patientid: '42',
  appointmenttypeid: '31',
};

/** Runs actions in order, keeping every effect asked for. */
function run(state: WizardState, ...actions: WizardAction[]) {
  let s = state;
  const effects = [];
  for (const action of actions) {
    const next = wizardReducer(s, action);
    s = next.state;
    effects.push(...next.effects);
  }
  return { state: s, effects };
}

const onStep2 = run(
  initialWizardState,
  { type: 'slotChosen', slot, reasons, attemptKey: 'attempt-1' },
  { type: 'patientFormEdited', form: ANA },
).state;
const submitted2 = run(onStep2, { type: 'patientSubmitted', today: TODAY, booking }).state;
const failed2 = (f: BookingFailure) => run(submitted2, { type: 'patientStepSettled', outcome: f });
const insured = detailsFor(slot, { reasonid: 2001, patientid: '42', insuranceid: '9001', patient: ANA });

describe('the booking wizard: choosing a time', () => {
  it('goes to step 2 with the slot, the first reason and the attempt key the driver made', () => {
    const { state, effects } = run(
      { ...initialWizardState, notice: 'old' },
      { type: 'slotChosen', slot, reasons, attemptKey: 'attempt-1' },
    );
    expect(state).toMatchObject({ step: 2, attemptKey: 'attempt-1', notice: undefined, details: { id: '700', reasonid: 2001 } });
    expect(effects).toEqual([]);
  });

  it('stays on the times with a notice when the slot cannot be booked', () => {
    const { state } = run(initialWizardState, {
      type: 'slotChosen',
      slot: { ...slot, starttime: '' as ClinicTime },
      reasons,
      attemptKey: 'attempt-1',
    });
    expect(state).toMatchObject({ step: 1, notice: 'This time cannot be booked. Please choose another time.' });
    expect(state.details).toBeUndefined();
  });
});

describe('the booking wizard: submitting step 2', () => {
  it("asks for the patient step with the form, the clinic's date and the attempt's key and note", () => {
    const typed = run(onStep2, { type: 'insuranceFormEdited', form: { ...onStep2.insuranceForm, notes: 'Interpreter (Spanish)' } }).state;
    const { state, effects } = run(typed, { type: 'patientSubmitted', today: TODAY, booking });
    expect(state.submitting).toBe(true);
    expect(effects).toEqual([
      {
        type: 'submitPatientDetails',
        input: {
          details: onStep2.details,
          form: ANA,
          today: TODAY,
          context: { ...booking, idempotencyKey: 'attempt-1', notes: 'Interpreter (Spanish)' },
        },
      },
    ]);
  });

  it('starts nothing on a second click, and does not go back, while the first submission runs', () => {
    const { state, effects } = run(submitted2, { type: 'patientSubmitted', today: TODAY, booking }, { type: 'backPressed' });
    expect(effects).toEqual([]);
    expect(state).toBe(submitted2);
  });

  it('asks for insurance on step 3, remembering the patient this dialog registered', () => {
    const details = { ...onStep2.details!, patientid: '501' };
    const { state } = run(submitted2, {
      type: 'patientStepSettled',
      outcome: ok({ kind: 'needsInsurance', details, createdPatientId: '501' }),
    });
    expect(state).toMatchObject({ step: 3, details, createdPatientId: '501', insuranceOnFile: false, submitting: false, error: undefined });
  });

  it('confirms a booked patient on step 4 and asks to remember the appointment locally', () => {
    const { state, effects } = run(submitted2, {
      type: 'patientStepSettled',
      outcome: ok({ kind: 'booked', details: insured, appointment }),
    });
    expect(state).toMatchObject({ step: 4, details: insured, appointment, submitting: false });
    expect(effects).toEqual([{ type: 'rememberAppointment', appointment }]);
  });

  it('shows field messages under step 2 and stays', () => {
    const { state } = failed2({ ok: false, code: 'INVALID_FORM', errors: { firstName: 'First name is required' } });
    expect(state).toMatchObject({
      step: 2,
      patientErrors: { firstName: 'First name is required' },
      insuranceErrors: {},
      submitting: false,
    });
  });

  it('shows a patient failure in the error box and stays', () => {
    const { state } = failed2(failure('PATIENT_FAILED', 'Invalid date of birth. Please enter a valid date of birth'));
    expect(state).toMatchObject({ step: 2, error: 'Invalid date of birth. Please enter a valid date of birth' });
  });

  // booking.md §4: "on booking failure show an error and go to step 3"; step 3 then only retries with the policy on file.
  it('goes to step 3 with the error when booking a found insured patient fails, keeping the policy on file', () => {
    const { state } = failed2(failure('BOOKING_FAILED', 'Failed to book appointment. Please try again.', insured));
    expect(state).toMatchObject({
      step: 3,
      details: insured,
      error: 'Failed to book appointment. Please try again.',
      insuranceOnFile: true,
      outcomeUnknown: false,
    });
  });

  it('marks the attempt as possibly booked when the booking got no answer, and says so on the next try', () => {
    const { state } = failed2(failure('BOOKING_PENDING', BOOKING_PENDING_MESSAGE, insured));
    expect(state).toMatchObject({ step: 3, error: BOOKING_PENDING_MESSAGE, insuranceOnFile: true, outcomeUnknown: true });
    const retry = run(state, { type: 'insuranceSubmitted', today: TODAY, booking }).effects[0];
    expect(retry).toMatchObject({
      type: 'submitInsurance',
      input: { details: insured, insuranceOnFile: true, context: { outcomeUnknown: true } },
    });
  });

  it('goes back to fresh times after a lost race, keeping both forms, and asks the search screen to search again', () => {
    const { state, effects } = failed2(failure('SLOT_TAKEN', SLOT_TAKEN_MESSAGE));
    expect(state).toMatchObject({ step: 1, notice: SLOT_TAKEN_MESSAGE, details: undefined, attemptKey: undefined, patientForm: ANA });
    expect(effects).toEqual([{ type: 'refreshSlots' }]);
  });

  it('drops an answer nobody waits for', () => {
    const { state, effects } = run(onStep2, { type: 'patientStepSettled', outcome: ok({ kind: 'booked', details: insured, appointment }) });
    expect(state).toBe(onStep2);
    expect(effects).toEqual([]);
  });
});

describe('the booking wizard: step 3', () => {
  const onStep3 = run(submitted2, {
    type: 'patientStepSettled',
    outcome: ok({ kind: 'needsInsurance', details: { ...onStep2.details!, patientid: '501' } }),
  }).state;
  const submitted3 = run(onStep3, { type: 'insuranceSubmitted', today: TODAY, booking }).state;

  it('asks for the insurance step with both forms', () => {
    const { effects } = run(onStep3, { type: 'insuranceSubmitted', today: TODAY, booking });
    expect(effects).toMatchObject([
      { type: 'submitInsurance', input: { insuranceForm: onStep3.insuranceForm, patientForm: ANA, insuranceOnFile: false } },
    ]);
  });

  it('shows field messages under step 3', () => {
    const { state } = run(submitted3, {
      type: 'insuranceStepSettled',
      outcome: { ok: false, code: 'INVALID_FORM', errors: { insuranceIdNumber: 'Please enter an insurance ID number' } },
    });
    expect(state).toMatchObject({
      step: 3,
      insuranceErrors: { insuranceIdNumber: 'Please enter an insurance ID number' },
      patientErrors: {},
    });
  });

  it('keeps what a failed booking sent, so the retry sends the very same booking', () => {
    const sent = { ...onStep3.details!, insuranceid: 'ins-501' };
    const { state } = run(submitted3, {
      type: 'insuranceStepSettled',
      outcome: failure('BOOKING_FAILED', 'Failed to book appointment. Please try again.', sent),
    });
    expect(state).toMatchObject({ step: 3, details: sent, error: 'Failed to book appointment. Please try again.', insuranceOnFile: false });
  });

  it('goes back to step 2, then to the times, clearing the error box', () => {
    const withError = { ...onStep3, error: 'Failed to create insurance. Please try again.' };
    expect(run(withError, { type: 'backPressed' }).state).toMatchObject({ step: 2, error: undefined });
    expect(run(withError, { type: 'backPressed' }, { type: 'backPressed' }).state.step).toBe(1);
  });
});

describe('the booking wizard: editing a form', () => {
  it("clears only the edited field's message", () => {
    const withErrors = { ...onStep2, patientErrors: { firstName: 'First name is required', email: 'Email is required' } };
    const { state } = run(withErrors, { type: 'patientFormEdited', form: { ...ANA, firstName: 'Ana' }, field: 'firstName' });
    expect(state.patientErrors).toEqual({ firstName: undefined, email: 'Email is required' });
  });

  it('keeps the consents message to what is still missing, and drops it once both boxes are ticked', () => {
    const bothMissing = 'Please agree to the Privacy Policy and Terms of Use, and consent to receive text messages';
    const unticked = { ...ANA, privacyPolicy: false, textMessages: false };
    const withErrors = { ...onStep2, patientForm: unticked, patientErrors: { consent: bothMissing } };
    const privacy = { ...unticked, privacyPolicy: true };
    const one = run(withErrors, { type: 'patientFormEdited', form: privacy, field: 'privacyPolicy' }).state;
    expect(one.patientErrors.consent).toBe('Please consent to receive text messages');
    const both = run(one, { type: 'patientFormEdited', form: { ...privacy, textMessages: true }, field: 'textMessages' }).state;
    expect(both.patientErrors.consent).toBeUndefined();
  });

  it('shows no consents message for a box ticked before any CONTINUE', () => {
    const form = { ...ANA, privacyPolicy: true, textMessages: false };
    const { state } = run(onStep2, { type: 'patientFormEdited', form, field: 'privacyPolicy' });
    expect(state.patientErrors.consent).toBeUndefined();
  });
});

describe('the booking wizard: an existing patient whose details match no record', () => {
  const noMatch = run(submitted2, { type: 'patientStepSettled', outcome: ok({ kind: 'noMatch' as const }) });
  const continueAsNew = { type: 'continuedAsNewPatient' as const, today: TODAY, booking };

  it('stays on step 2 with everything as typed and says so, registering nobody', () => {
    expect(noMatch.state).toMatchObject({ step: 2, noMatch: true, submitting: false, patientForm: ANA, error: undefined });
    expect(noMatch.effects).toEqual([]);
  });

  it('registers the details as a new patient when the visitor chooses to, and tells the front desk why', () => {
    const { state, effects } = run(noMatch.state, continueAsNew);
    expect(state).toMatchObject({ noMatch: false, submitting: true, registeredAfterNoMatch: true });
    expect(effects).toEqual([
      {
        type: 'submitPatientDetails',
        input: expect.objectContaining({
          registerUnmatched: true,
          context: expect.objectContaining({ notes: 'registered online after no match as an existing patient' }),
        }),
      },
    ]);
  });

  it('searches again, without registering, when the visitor corrects the details and continues', () => {
    const corrected = run(noMatch.state, { type: 'patientFormEdited', form: { ...ANA, firstName: 'Anahit' }, field: 'firstName' });
    const { state, effects } = run(corrected.state, { type: 'patientSubmitted', today: TODAY, booking });
    expect(state.noMatch).toBe(false);
    expect(effects).toEqual([{ type: 'submitPatientDetails', input: expect.not.objectContaining({ registerUnmatched: true }) }]);
  });

  it('offers no registration when nothing failed to match', () => {
    expect(run(onStep2, continueAsNew).effects).toEqual([]);
  });
});

describe('the booking wizard: the booking note', () => {
  it("sends the service page's name and step 2's note, for patients who skip step 3", () => {
    const typed = run(onStep2, { type: 'visitNoteEdited', note: 'Left knee hurts since Monday' }).state;
    const { effects } = run(typed, { type: 'patientSubmitted', today: TODAY, booking: { ...booking, service: 'Flu shot' } });
    expect(effects).toEqual([
      {
        type: 'submitPatientDetails',
        input: expect.objectContaining({
          context: { ...booking, idempotencyKey: 'attempt-1', notes: 'Service: Flu shot\nLeft knee hurts since Monday' },
        }),
      },
    ]);
  });

  it('sends no step 2 note once the visitor switched to new patient, whose notes box is on step 3', () => {
    const typed = run(onStep2, { type: 'visitNoteEdited', note: 'Left knee hurts since Monday' }).state;
    const { effects } = run(typed, { type: 'patientSubmitted', today: TODAY, booking: { ...booking, patientType: 'new' } });
    expect(effects).toEqual([
      {
        type: 'submitPatientDetails',
        input: expect.objectContaining({ context: expect.not.objectContaining({ notes: expect.anything() }) }),
      },
    ]);
  });

  it('keeps step 2’s note to 250 characters', () => {
    const { state } = run(onStep2, { type: 'visitNoteEdited', note: 'a'.repeat(300) });
    expect(state.visitNote).toHaveLength(250);
  });
});
