import { describe, expect, it } from 'vitest';
import { SchedulerError } from '../errors';
import type { StoredPatient } from '../model';
import type { PatientStorePort } from '../ports';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { ANA, detailsFor, openSlot, TODAY, TYPES } from '../test-support/booking-fixtures';
import { submitPatientDetails } from './submit-patient-details';

// Tue Dec 1 2026, 9:30 PT, a FOLLOW UP 30 slot.
const slot = openSlot('700', '12/01/2026', '09:30', '31');
const anaSearch = { phoneNumber: '8185550199', dob: '04/12/1985' };
const context = { patientType: 'existing' as const, types: TYPES };

/** The search screen's patient type: existing unless a test registers a new patient. */
function setup(patientType: 'new' | 'existing' = 'existing') {
  const scheduler = new InMemoryScheduler();
  scheduler.slots = [slot];
  const saved: StoredPatient[] = [];
  const store: PatientStorePort = {
    listPatients: async () => saved,
    savePatient: async (p) => void saved.push(p),
    listAppointments: async () => [],
    saveAppointment: async () => undefined,
  };
  return { scheduler, store, saved, input: { details: detailsFor(slot), form: ANA, today: TODAY, context: { ...context, patientType } } };
}

describe('step 2: patient details', () => {
  it('stays on the form with field messages when validation fails', async () => {
    const { scheduler, store, input } = setup();
    const outcome = await submitPatientDetails({ scheduler, store }, { ...input, form: { ...ANA, firstName: '' } });
    expect(outcome).toEqual({ ok: false, code: 'INVALID_FORM', errors: { firstName: 'First name is required' } });
    expect(scheduler.calls).toEqual([]);
  });

  it('searches with the phone digits and the date of birth', async () => {
    const { scheduler, store, input } = setup();
    await submitPatientDetails({ scheduler, store }, input);
    expect(scheduler.callsOf('searchPatients')).toEqual([
      [{ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985', phoneNumber: '8185550199' }],
    ]);
  });

  it('books at once a found patient with insurance', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [{ insuranceid: '9001' }], search: anaSearch }];
    const outcome = await submitPatientDetails({ scheduler, store }, input);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked', details: { patientid: '42', insuranceid: '9001' } } });
    expect(scheduler.booked).toEqual([
      expect.objectContaining({ appointmentid: '700', patientid: '42', insuranceid: '9001', appointmenttypeid: '31' }),
    ]);
  });

  it('asks a found patient without insurance for insurance', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [], search: anaSearch }];
    expect(await submitPatientDetails({ scheduler, store }, input)).toMatchObject({
      ok: true,
      value: { kind: 'needsInsurance', details: { patientid: '42' } },
    });
    expect(scheduler.booked).toEqual([]);
  });

  it('books a found patient with the primary policy of a messy list, not the first entry', async () => {
    const { scheduler, store, input } = setup();
    const insurances = [
      { insuranceid: '9100', insurancepackageid: '0' },
      { insuranceid: '9101', insurancepackageid: '-500' },
      { insuranceid: '9102', insurancepackageid: '4953', sequencenumber: 2 },
      { insuranceid: '9103', insurancepackageid: '15310', sequencenumber: 1 },
    ];
    scheduler.patients = [{ patientid: '42', insurances, search: anaSearch }];
    const outcome = await submitPatientDetails({ scheduler, store }, input);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked', details: { insuranceid: '9103' } } });
    expect(scheduler.booked).toEqual([expect.objectContaining({ insuranceid: '9103' })]);
  });

  it("asks for insurance when a found patient's only entries are self-pay and a payment plan", async () => {
    const { scheduler, store, input } = setup();
    const insurances = [
      { insuranceid: '9100', insurancepackageid: '0', sequencenumber: 1 },
      { insuranceid: '9101', insurancepackageid: '-500' },
    ];
    scheduler.patients = [{ patientid: '42', insurances, search: anaSearch }];
    expect(await submitPatientDetails({ scheduler, store }, input)).toMatchObject({
      ok: true,
      value: { kind: 'needsInsurance', details: { patientid: '42' } },
    });
    expect(scheduler.booked).toEqual([]);
  });

  it('reports a failed booking of a found insured patient with the step 2 text and the insured details a retry reuses', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [{ insuranceid: '9001' }], search: anaSearch }];
    scheduler.failNext('bookAppointment', new SchedulerError('UPSTREAM', 'Failed to book appointment: Internal error', 500));
    expect(await submitPatientDetails({ scheduler, store }, input)).toMatchObject({
      ok: false,
      code: 'BOOKING_FAILED',
      message: 'Failed to book appointment. Please try again.',
      details: { patientid: '42', insuranceid: '9001' },
    });
  });

  it('reports a lost race as SLOT_TAKEN so the slots can be refreshed', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [{ insuranceid: '9001' }], search: anaSearch }];
    scheduler.slots = [];
    expect(await submitPatientDetails({ scheduler, store }, input)).toMatchObject({ ok: false, code: 'SLOT_TAKEN' });
  });

  it('creates a new patient with sex as a letter and remembers the id locally', async () => {
    const { scheduler, store, saved, input } = setup('new');
    const outcome = await submitPatientDetails({ scheduler, store }, input);
    expect(scheduler.callsOf('createPatient')).toEqual([
      [
        {
          firstname: 'Ana',
          lastname: 'Lee',
          dob: '04/12/1985',
          mobilephone: '8185550199',
          email: 'ana.lee@example.com',
          departmentid: '1',
          sex: 'F',
        },
      ],
    ]);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'needsInsurance', details: { patientid: '501', patient: ANA } } });
    expect(saved).toEqual([{ firstName: 'Ana', lastName: 'Lee', dob: '04/12/1985', patientid: '501' }]);
  });

  it('finds the id nested under patient in the first element', async () => {
    const { scheduler, input } = setup('new');
    scheduler.createResponse = [{ patient: { patientid: 77 } }];
    expect(await submitPatientDetails({ scheduler }, input)).toMatchObject({
      ok: true,
      value: { kind: 'needsInsurance', details: { patientid: '77' } },
    });
  });

  it('says so when the created patient has no id', async () => {
    const { scheduler, input } = setup('new');
    scheduler.createResponse = [{}];
    expect(await submitPatientDetails({ scheduler }, input)).toEqual({
      ok: false,
      code: 'MISSING_PATIENT_ID',
      message: 'Created patient but could not find patient ID in response. Please try again.',
    });
  });

  it('maps a creation failure through the step 2 table', async () => {
    const { scheduler, input } = setup('new');
    scheduler.failNext(
      'createPatient',
      new SchedulerError('INVALID_INPUT', 'Failed to create patient: Improper DOB.', 400, { error: 'Improper DOB.' }),
    );
    expect(await submitPatientDetails({ scheduler }, input)).toEqual({
      ok: false,
      code: 'PATIENT_FAILED',
      message: 'Invalid date of birth. Please enter a valid date of birth',
    });
  });

  // Issue 19 item 1: the insured patient was sent to step 3 and asked for insurance again.
  it('keeps the policy on file when booking a found insured patient fails, and says an unanswered booking may have gone through', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [{ insuranceid: '9001' }], search: anaSearch }];
    scheduler.failNext(
      'bookAppointment',
      new SchedulerError('TIMEOUT', 'Failed to book appointment: The scheduling service did not answer within 25000 ms.'),
    );
    expect(await submitPatientDetails({ scheduler, store }, input)).toMatchObject({
      ok: false,
      code: 'BOOKING_PENDING',
      details: { patientid: '42', insuranceid: '9001' },
      message:
        'We could not confirm your booking in time. It may have gone through: please call our office at (818) 555-0142 before booking again.',
    });
  });

  // Issue 19 item 10: the mock_ id went on into the insurance call.
  it('says online booking is unavailable, with the office phone, when registration answers with the stand-in patient', async () => {
    const { scheduler, input } = setup('new');
    scheduler.createResponse = { patientid: 'mock_1795000000000' };
    expect(await submitPatientDetails({ scheduler }, input)).toEqual({
      ok: false,
      code: 'BOOKING_UNAVAILABLE',
      message: 'Online booking is not available right now. Please call our office at (818) 555-0142 to book your appointment.',
    });
  });

  // Issue 19 item 9: correcting a typo after step 3 registered a second patient.
  it('corrects the patient registered earlier in this dialog instead of registering a twin', async () => {
    const { scheduler, store, input } = setup();
    const corrected = { ...ANA, lastName: 'Leigh' };
    const outcome = await submitPatientDetails({ scheduler, store }, { ...input, form: corrected, createdPatientId: '501' });
    expect(outcome).toMatchObject({
      ok: true,
      value: { kind: 'needsInsurance', createdPatientId: '501', details: { patientid: '501', patient: corrected } },
    });
    expect(scheduler.callsOf('createPatient')).toEqual([]);
    expect(scheduler.callsOf('updatePatient')).toEqual([
      [
        '501',
        {
          firstname: 'Ana',
          lastname: 'Leigh',
          dob: '04/12/1985',
          mobilephone: '8185550199',
          email: 'ana.lee@example.com',
          sex: 'F',
        },
      ],
    ]);
  });

  it('marks a newly registered patient as created in this dialog', async () => {
    const { scheduler, input } = setup('new');
    expect(await submitPatientDetails({ scheduler }, input)).toMatchObject({
      ok: true,
      value: { kind: 'needsInsurance', createdPatientId: '501' },
    });
  });

  it('books at once the patient registered in this dialog once her policy is on file (a retry after a lost race)', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '501', insurances: [{ insuranceid: 'ins-501' }], search: anaSearch }];
    const outcome = await submitPatientDetails({ scheduler, store }, { ...input, createdPatientId: '501' });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked', details: { patientid: '501', insuranceid: 'ins-501' } } });
    expect(scheduler.callsOf('createPatient')).toEqual([]);
  });

  it('registers nobody when a visitor who said existing matches no record, and says so', async () => {
    const { scheduler, store, saved, input } = setup('existing');
    // Anahit's chart has another phone: the details typed match no record.
    scheduler.patients = [
      { patientid: '42', insurances: [{ insuranceid: '9001' }], search: { phoneNumber: '8185550100', dob: '04/12/1985' } },
    ];
    expect(await submitPatientDetails({ scheduler, store }, input)).toEqual({ ok: true, value: { kind: 'noMatch' } });
    expect(scheduler.callsOf('createPatient')).toEqual([]);
    expect(scheduler.booked).toEqual([]);
    expect(saved).toEqual([]);
  });

  it('registers the unmatched existing patient as new once the visitor chose to continue as new', async () => {
    const { scheduler, store, input } = setup('existing');
    const outcome = await submitPatientDetails({ scheduler, store }, { ...input, registerUnmatched: true });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'needsInsurance', createdPatientId: expect.any(String) } });
    expect(scheduler.callsOf('createPatient')).toHaveLength(1);
  });

  // Issue 35 item 11: step 3 only retries the booking, which a limit refuses again.
  it('keeps an insured patient stopped by a booking limit on step 2 with the refusal, not sent to step 3 to retry', async () => {
    const { scheduler, store, input } = setup();
    scheduler.patients = [{ patientid: '42', insurances: [{ insuranceid: '9001' }], search: anaSearch }];
    const text = 'You already have upcoming appointments booked online. To book another, please call our office at (818) 555-0142.';
    scheduler.failNext(
      'bookAppointment',
      new SchedulerError('RATE_LIMITED', `Failed to book appointment: ${text}`, 429, { error: text, code: 'PATIENT_BOOKING_LIMIT' }),
    );
    expect(await submitPatientDetails({ scheduler, store }, input)).toEqual({ ok: false, code: 'BOOKING_UNAVAILABLE', message: text });
  });
});
