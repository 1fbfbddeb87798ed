import {
  clinicDateOf,
  initialWizardState,
  runWizardEffect,
  wizardReducer,
  type AppointmentReason,
  type ClinicDate,
  type ClockPort,
  type InsuranceForm,
  type OpenSlot,
  type PatientForm,
  type WizardAction,
  type WizardBooking,
  type WizardState,
} from '@clinic/core';
import { useCallback, useRef, useState } from 'react';
import { useCore } from './core-provider';

/** What the wizard needs from the search screen. */
export interface WizardInputs extends WizardBooking {
  reasons: readonly AppointmentReason[];
  /** Called after a lost race so the search screen refreshes the slots. */
  onSlotTaken(): void;
}

/**
 * The wizard's steps 1 to 4 in React: the core's wizardReducer decides, this hook only keeps its state, gives it
 * what the core may not make (the clock's date, a random attempt key) and runs the effects it asks for.
 */
export function useBookingWizard(inputs: WizardInputs) {
  const { scheduler, clock, patientStore } = useCore();
  const [state, setState] = useState<WizardState>(initialWizardState);
  // The latest state, read synchronously: a double click dispatches twice before React renders once.
  const current = useRef(state);
  const inputsRef = useRef(inputs);
  inputsRef.current = inputs;
  const deps = useRef({ scheduler, clock, patientStore });
  deps.current = { scheduler, clock, patientStore };

  const dispatch = useCallback((action: WizardAction): void => {
    const { state: next, effects } = wizardReducer(current.current, action);
    current.current = next;
    setState(next);
    const { scheduler: s, patientStore: store } = deps.current;
    const effectDeps = { scheduler: s, patientStore: store, refreshSlots: () => inputsRef.current.onSlotTaken() };
    for (const effect of effects) void runWizardEffect(effectDeps, effect).then((settled) => settled && dispatch(settled));
  }, []);

  const chooseSlot = useCallback(
    (slot: OpenSlot) => {
      // One key per chosen slot: the server replays a repeat of this attempt instead of booking twice.
      dispatch({ type: 'slotChosen', slot, reasons: inputsRef.current.reasons, attemptKey: crypto.randomUUID() });
    },
    [dispatch],
  );
  const submitPatient = useCallback(() => {
    dispatch({ type: 'patientSubmitted', ...submission(inputsRef.current, deps.current.clock) });
  }, [dispatch]);
  const submitInsurance = useCallback(() => {
    dispatch({ type: 'insuranceSubmitted', ...submission(inputsRef.current, deps.current.clock) });
  }, [dispatch]);
  const setPatientForm = useCallback(
    (update: (f: PatientForm) => PatientForm, field?: string) => {
      dispatch({ type: 'patientFormEdited', form: update(current.current.patientForm), ...(field ? { field } : {}) });
    },
    [dispatch],
  );
  const setInsuranceForm = useCallback(
    (update: (f: InsuranceForm) => InsuranceForm, field?: string) => {
      dispatch({ type: 'insuranceFormEdited', form: update(current.current.insuranceForm), ...(field ? { field } : {}) });
    },
    [dispatch],
  );
  const continueAsNewPatient = useCallback(() => {
    dispatch({ type: 'continuedAsNewPatient', ...submission(inputsRef.current, deps.current.clock) });
  }, [dispatch]);
  const setVisitNote = useCallback((note: string) => dispatch({ type: 'visitNoteEdited', note }), [dispatch]);
  const back = useCallback(() => dispatch({ type: 'backPressed' }), [dispatch]);
  const dismissNotice = useCallback(() => dispatch({ type: 'noticeDismissed' }), [dispatch]);

  return {
    state,
    chooseSlot,
    submitPatient,
    continueAsNewPatient,
    submitInsurance,
    setPatientForm,
    setVisitNote,
    setInsuranceForm,
    back,
    dismissNotice,
  };
}

/** What a submission carries: the clinic's date now, the search screen's choices and the service page's name. */
function submission({ mode, patientType, types, service }: WizardInputs, clock: ClockPort): { today: ClinicDate; booking: WizardBooking } {
  return { today: clinicDateOf(clock.now()), booking: { mode, patientType, types, ...(service ? { service } : {}) } };
}

export type BookingWizard = ReturnType<typeof useBookingWizard>;
