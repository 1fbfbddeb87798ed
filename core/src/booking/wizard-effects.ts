import type { PatientStorePort } from '../ports';
import { failure } from '../errors/booking-failure';
import { INSURANCE_STEP_FALLBACK, PATIENT_STEP_FALLBACK } from '../errors/error-messages';
import { submitInsurance } from './submit-insurance';
import { submitPatientDetails, type PatientStepDeps } from './submit-patient-details';
import type { WizardAction, WizardEffect } from './wizard-state';

export interface WizardEffectDeps {
  /** The patient and insurance steps' scheduler (both steps end in a booking). */
  scheduler: PatientStepDeps['scheduler'];
  /** The browser's fallback lists; drivers without one pass none. */
  patientStore?: PatientStorePort;
  /** Asks the search screen for the times again (after a lost race). */
  refreshSlots(): void;
}

/**
 * Runs one effect the wizard reducer asked for and gives back the action to dispatch, if any. It never throws:
 * a use-case that throws (a bug) still ends the submission with the step's fallback text, never "Please wait..." forever.
 */
export async function runWizardEffect(deps: WizardEffectDeps, effect: WizardEffect): Promise<WizardAction | undefined> {
  const { scheduler, patientStore } = deps;
  switch (effect.type) {
    case 'submitPatientDetails': {
      const outcome = await submitPatientDetails({ scheduler, ...(patientStore ? { store: patientStore } : {}) }, effect.input).catch(() =>
        failure('PATIENT_FAILED', PATIENT_STEP_FALLBACK),
      );
      return { type: 'patientStepSettled', outcome };
    }
    case 'submitInsurance': {
      const outcome = await submitInsurance({ scheduler }, effect.input).catch(() =>
        failure('INSURANCE_FAILED', INSURANCE_STEP_FALLBACK.other),
      );
      return { type: 'insuranceStepSettled', outcome };
    }
    case 'rememberAppointment':
      await Promise.resolve()
        .then(() => patientStore?.saveAppointment(effect.appointment))
        .catch(() => undefined);
      return undefined;
    case 'refreshSlots':
      deps.refreshSlots();
      return undefined;
  }
}
