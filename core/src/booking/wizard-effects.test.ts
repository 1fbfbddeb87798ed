import { describe, expect, it } from 'vitest';
import type { PatientStorePort } from '../ports';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { ANA, openSlot, TODAY, TYPES } from '../test-support/booking-fixtures';
import { runWizardEffect, type WizardEffectDeps } from './wizard-effects';
import { wizardReducer } from './wizard-reducer';
import { initialWizardState, type WizardAction, type WizardState } from './wizard-state';

// Tue Dec 1 2026, 9:30 PT, a NEW PATIENT 30 slot.
const slot = openSlot('700', '12/01/2026', '09:30', '21');
const booking = { mode: 'appointment' as const, patientType: 'new' as const, types: TYPES };

function memoryStore(): PatientStorePort & { appointments: unknown[] } {
  const appointments: unknown[] = [];
  return {
    appointments,
    listPatients: async () => [],
    savePatient: async () => undefined,
    listAppointments: async () => [],
    saveAppointment: async (a) => void appointments.push(a),
  };
}

/** Dispatches like the web hook: reduce, then run each effect and dispatch what it settles as. */
async function drive(deps: WizardEffectDeps, state: WizardState, action: WizardAction): Promise<WizardState> {
  const { state: next, effects } = wizardReducer(state, action);
  let s = next;
  for (const effect of effects) {
    const settled = await runWizardEffect(deps, effect);
    if (settled) s = await drive(deps, s, settled);
  }
  return s;
}

describe('the booking wizard over a scheduler', () => {
  it('books a new patient on self-pay from the time to the confirmation, and keeps the appointment locally', async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.slots = [slot];
    const patientStore = memoryStore();
    const deps = { scheduler, patientStore, refreshSlots: () => undefined };
    let s = await drive(deps, initialWizardState, { type: 'slotChosen', slot, reasons: [], attemptKey: 'attempt-1' });
    s = await drive(deps, s, { type: 'patientFormEdited', form: ANA });
    s = await drive(deps, s, { type: 'patientSubmitted', today: TODAY, booking });
    expect(s).toMatchObject({ step: 3, createdPatientId: '501' });
    s = await drive(deps, s, { type: 'insuranceFormEdited', form: { ...s.insuranceForm, insurancePackageId: '0' } });
    s = await drive(deps, s, { type: 'insuranceSubmitted', today: TODAY, booking });
    expect(s).toMatchObject({
      step: 4,
      submitting: false,
      appointment: { appointmentid: '700', patientid: '501' },
      details: { insuranceid: 'ins-501' },
    });
    expect(scheduler.booked).toEqual([
      expect.objectContaining({ appointmentid: '700', idempotencyKey: expect.stringMatching(/^attempt-1\./) }),
    ]);
    expect(patientStore.appointments).toEqual([s.appointment]);
  });

  it('tells the search screen to search again after a lost race', async () => {
    const scheduler = new InMemoryScheduler();
    scheduler.patients = [
      { patientid: '42', insurances: [{ insuranceid: '9001' }], search: { phoneNumber: '8185550199', dob: '04/12/1985' } },
    ];
    let refreshed = 0;
    const deps = { scheduler, refreshSlots: () => void refreshed++ };
    let s = await drive(deps, initialWizardState, { type: 'slotChosen', slot, reasons: [], attemptKey: 'attempt-1' });
    s = await drive(deps, { ...s, patientForm: ANA }, { type: 'patientSubmitted', today: TODAY, booking });
    expect(s).toMatchObject({ step: 1, notice: 'That time was just booked by someone else. Please choose another time.' });
    expect(refreshed).toBe(1);
  });

  it("ends a submission with the step's fallback text when a use-case throws, never 'Please wait...' forever", async () => {
    // An adapter that breaks its port's promise (a match without an insurances list): the use-case's rules throw.
    const broken = new InMemoryScheduler();
    broken.searchPatients = async () => [{ patientid: '42', insurances: null as never }];
    const deps = { scheduler: broken, refreshSlots: () => undefined };
    const started = wizardReducer(
      { ...initialWizardState, step: 2, details: { ...detailsOf(), patient: ANA }, patientForm: ANA },
      {
        type: 'patientSubmitted',
        today: TODAY,
        booking,
      },
    );
    const settled = await runWizardEffect(deps, started.effects[0]!);
    expect(settled).toEqual({
      type: 'patientStepSettled',
      outcome: { ok: false, code: 'PATIENT_FAILED', message: 'An error occurred while processing your request. Please try again.' },
    });
  });

  it('books on even when the local appointments list cannot be written', async () => {
    const patientStore = {
      ...memoryStore(),
      saveAppointment: async () => {
        throw new Error('quota exceeded');
      },
    };
    const appointment = {
      appointmentid: '700',
      appointmentstatus: 'f',
      date: '12/01/2026',
      starttime: '09:30',
      duration: 30,
      departmentid: '1',
      providerid: '10',
      patientid: '501',
      appointmenttypeid: '21',
    };
    await expect(
      runWizardEffect(
        { scheduler: new InMemoryScheduler(), patientStore, refreshSlots: () => undefined },
        {
          type: 'rememberAppointment',
          appointment,
        },
      ),
    ).resolves.toBeUndefined();
  });
});

function detailsOf() {
  return {
    date: slot.date,
    time: slot.starttime,
    id: slot.appointmentid,
    appointmenttypeid: '21',
    departmentid: '1',
    providerid: '10',
    duration: 30,
    copay: 0,
    insuranceid: '',
  };
}
