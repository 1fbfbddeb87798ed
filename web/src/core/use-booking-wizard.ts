import {
  clinicDateOf, selectSlot, submitInsurance, submitPatientDetails,
  type AppointmentReason, type AppointmentType, type BookingContext, type BookingFailure, type BookingFailureCode,
  type BookingMode, type InsuranceForm, type OpenSlot, type PatientForm, type PatientType,
} from '@clinic/core';
import { useCallback, useRef, useState } from 'react';
import { useCore } from './core-provider';
import { newAttemptKey } from './attempt-key';
import { initialWizardState, type WizardState } from './wizard-state';

/** What the wizard needs from the search screen. */
export interface WizardInputs {
  mode: BookingMode;
  patientType: PatientType;
  types: readonly AppointmentType[];
  reasons: readonly AppointmentReason[];
  /** Called after a lost race so the search screen refreshes the slots. */
  onSlotTaken(): void;
}

type Patch = Partial<WizardState>;

/** Each failure code of the core in one place: where the wizard goes and what it shows. */
const ON_FAILURE = {
  INVALID_FORM: (f, s) => (s.step === 3 ? { insuranceErrors: errorsOf(f) } : { patientErrors: errorsOf(f) }),
  INCOMPLETE_SLOT: (f) => ({ step: 1, notice: messageOf(f) }),
  PATIENT_FAILED: (f) => ({ error: messageOf(f) }),
  MISSING_PATIENT_ID: (f) => ({ error: messageOf(f) }),
  INSURANCE_FAILED: (f) => ({ error: messageOf(f) }),
  // What the failed booking sent (its insurance id) is kept, so a retry sends the very same booking.
  BOOKING_FAILED: (f) => ({ error: messageOf(f), ...keptDetails(f) }),
  BOOKING_PENDING: (f) => ({ error: messageOf(f), ...keptDetails(f), outcomeUnknown: true }),
  BOOKING_UNAVAILABLE: (f) => ({ error: messageOf(f) }),
  // Lost race: back to the times, keeping both forms exactly as typed.
  SLOT_TAKEN: (f) => ({ step: 1, notice: messageOf(f), details: undefined, attemptKey: undefined, insuranceOnFile: false }),
} satisfies Record<BookingFailureCode, (f: BookingFailure, s: WizardState) => Patch>;

function errorsOf(f: BookingFailure): Partial<Record<string, string>> {
  return f.code === 'INVALID_FORM' ? f.errors : {};
}
function messageOf(f: BookingFailure): string {
  return f.code === 'INVALID_FORM' ? '' : f.message;
}
function keptDetails(f: BookingFailure): Patch {
  return f.code !== 'INVALID_FORM' && f.details ? { details: f.details } : {};
}

// One key per chosen slot: a double click or a retry of this attempt is replayed by the server, never booked twice.
// The visit note typed on step 3 travels with every booking of this dialog, including one made from step 2 after a lost race.
function keyedContext({ mode, patientType, types }: WizardInputs, s: WizardState): BookingContext {
  return {
    mode, patientType, types, idempotencyKey: s.attemptKey ?? newAttemptKey(),
    ...(s.insuranceForm.notes.trim() ? { notes: s.insuranceForm.notes } : {}),
    ...(s.outcomeUnknown ? { outcomeUnknown: true } : {}),
  };
}

/** The wizard's steps 1 to 4 over the core's use-cases (booking.md §4, wizard). */
export function useBookingWizard(inputs: WizardInputs) {
  const { scheduler, clock, patientStore } = useCore();
  const [state, setState] = useState<WizardState>(initialWizardState);
  const current = useRef(state);
  current.current = state;
  const busy = useRef(false);
  const inputsRef = useRef(inputs);
  inputsRef.current = inputs;


  /** Runs one submission at a time: a double click while one is in flight does nothing. */
  const submit = useCallback(async (work: (s: WizardState) => Promise<Patch>) => {
    if (busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, submitting: true, error: undefined }));
    try {
      const patch = await work(current.current);
      setState((s) => ({ ...s, ...patch, submitting: false }));
      if (patch.step === 1 && patch.notice) inputsRef.current.onSlotTaken();
    } finally {
      busy.current = false;
    }
  }, []);

  const fail = (f: BookingFailure, s: WizardState): Patch => ON_FAILURE[f.code](f, s);

  const chooseSlot = useCallback((slot: OpenSlot) => {
    const chosen = selectSlot(slot, inputsRef.current.reasons);
    setState((s) => chosen.ok
      ? { ...s, step: 2, details: chosen.details, notice: undefined, error: undefined, attemptKey: newAttemptKey(), insuranceOnFile: false, outcomeUnknown: false }
      : { ...s, notice: messageOf(chosen) });
  }, []);

  const submitPatient = useCallback(() => submit(async (s) => {
    if (!s.details) return {};
    const out = await submitPatientDetails(
      { scheduler, store: patientStore },
      {
        details: s.details, form: s.patientForm, today: clinicDateOf(clock.now()), context: keyedContext(inputsRef.current, s),
        ...(s.createdPatientId ? { createdPatientId: s.createdPatientId } : {}),
      },
    );
    if (!out.ok) return fail(out, s);
    if (out.step === 3) {
      return {
        step: 3, details: out.details, patientErrors: {}, error: out.message, insuranceOnFile: out.insuranceOnFile ?? false,
        outcomeUnknown: s.outcomeUnknown || (out.outcomeUnknown ?? false),
        ...(out.createdPatientId ? { createdPatientId: out.createdPatientId } : {}),
      };
    }
    void patientStore.saveAppointment(out.appointment).catch(() => undefined);
    return { step: 4, details: out.details, appointment: out.appointment, patientErrors: {} };
  }), [submit, scheduler, patientStore, clock]);

  const submitInsuranceStep = useCallback(() => submit(async (s) => {
    if (!s.details) return {};
    const out = await submitInsurance(
      { scheduler },
      {
        details: s.details, insuranceForm: s.insuranceForm, patientForm: s.patientForm, today: clinicDateOf(clock.now()),
        context: keyedContext(inputsRef.current, s), insuranceOnFile: s.insuranceOnFile ?? false,
      },
    );
    if (!out.ok) return fail(out, s);
    void patientStore.saveAppointment(out.appointment).catch(() => undefined);
    return { step: 4, details: out.details, appointment: out.appointment, insuranceErrors: {} };
  }), [submit, scheduler, patientStore, clock]);

  const setPatientForm = useCallback((update: (f: PatientForm) => PatientForm, field?: string) => {
    setState((s) => ({ ...s, patientForm: update(s.patientForm), patientErrors: field ? { ...s.patientErrors, [field]: undefined } : s.patientErrors }));
  }, []);
  const setInsuranceForm = useCallback((update: (f: InsuranceForm) => InsuranceForm, field?: string) => {
    setState((s) => ({ ...s, insuranceForm: update(s.insuranceForm), insuranceErrors: field ? { ...s.insuranceErrors, [field]: undefined } : s.insuranceErrors }));
  }, []);
  const back = useCallback(() => {
    // Not while a booking runs: its answer would land on a step the patient already left.
    if (busy.current) return;
    setState((s) => ({ ...s, step: s.step === 3 ? 2 : 1, error: undefined }));
  }, []);
  const dismissNotice = useCallback(() => setState((s) => ({ ...s, notice: undefined })), []);

  return { state, chooseSlot, submitPatient, submitInsurance: submitInsuranceStep, setPatientForm, setInsuranceForm, back, dismissNotice };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
