import { describe, expect, it } from 'vitest';
import { SchedulerError } from '../errors';
import type { InsuranceForm } from '../model';
import { InMemoryScheduler } from '../test-support/in-memory-scheduler';
import { ANA, detailsFor, openSlot, TODAY, TYPES } from '../test-support/booking-fixtures';
import { submitInsurance } from './submit-insurance';

// Tue Dec 1 2026, 9:30 PT, a NEW PATIENT 30 slot; patient 501 was created in step 2.
const slot = openSlot('700', '12/01/2026', '09:30', '21');
const details = detailsFor(slot, { patientid: '501', patient: ANA });
const blank: InsuranceForm = {
  insurancePackageId: '',
  insuranceIdNumber: '',
  sequenceNumber: 1,
  policyNumber: '',
  policyHolderSex: '',
  policyHolderFirstName: '',
  policyHolderLastName: '',
  policyHolderDob: '',
  relationshipId: '',
  notes: '',
  referralSource: '',
};
const selfPay = { ...blank, insurancePackageId: '0' };
const cignaSelf = { ...blank, insurancePackageId: '74', insuranceIdNumber: 'XJ1', policyNumber: 'G9', relationshipId: '1' };
const context = { patientType: 'new' as const, types: TYPES };

function setup() {
  const scheduler = new InMemoryScheduler();
  scheduler.slots = [slot];
  return scheduler;
}

describe('step 3: insurance and booking', () => {
  it('registers self-pay and books', async () => {
    const scheduler = setup();
    const outcome = await submitInsurance({ scheduler }, { details, insuranceForm: selfPay, today: TODAY, context });
    expect(scheduler.callsOf('createInsurance')).toEqual([['501', { kind: 'self-pay' }]]);
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked', details: { insuranceid: 'ins-501' } } });
    expect(scheduler.booked).toEqual([expect.objectContaining({ patientid: '501', insuranceid: 'ins-501', appointmenttypeid: '21' })]);
  });

  it('fills the policy holder from step 2 when the relationship is Self', async () => {
    const scheduler = setup();
    await submitInsurance({ scheduler }, { details, insuranceForm: cignaSelf, patientForm: ANA, today: TODAY, context });
    expect(scheduler.callsOf('createInsurance')[0]?.[1]).toEqual({
      kind: 'policy',
      insurancepackageid: '74',
      insuranceidnumber: 'XJ1',
      policynumber: 'G9',
      sequencenumber: 1,
      relationshiptoinsuredid: 1,
      insurancepolicyholderfirstname: 'Ana',
      insurancepolicyholderlastname: 'Lee',
      insurancepolicyholdersex: 'F',
      insurancepolicyholderdob: '04/12/1985',
    });
  });

  it('stays on the form with field messages when validation fails', async () => {
    const scheduler = setup();
    const outcome = await submitInsurance(
      { scheduler },
      { details, insuranceForm: { ...cignaSelf, relationshipId: '2' }, today: TODAY, context },
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'INVALID_FORM',
      errors: { policyHolderFirstName: "Please enter the policy holder's first name" },
    });
    expect(scheduler.calls).toEqual([]);
  });

  it('books anyway when the insurance is already on file', async () => {
    const scheduler = setup().failNext(
      'createInsurance',
      new SchedulerError('CONFLICT', 'Failed to create patient insurance: Conflict', 409),
    );
    const outcome = await submitInsurance({ scheduler }, { details, insuranceForm: selfPay, today: TODAY, context });
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked' } });
    expect(scheduler.booked[0]).not.toHaveProperty('insuranceid');
  });

  it('stops with the step 3 fallback when insurance creation fails otherwise', async () => {
    const scheduler = setup().failNext('createInsurance', new SchedulerError('UPSTREAM', 'Failed to create patient insurance: down', 503));
    expect(await submitInsurance({ scheduler }, { details, insuranceForm: selfPay, today: TODAY, context })).toEqual({
      ok: false,
      code: 'INSURANCE_FAILED',
      message: 'Failed to create insurance. Please try again.',
    });
    expect(scheduler.booked).toEqual([]);
  });

  it('reports a booking failure, and a lost race distinctly', async () => {
    const failing = setup().failNext('bookAppointment', new Error(''));
    expect(await submitInsurance({ scheduler: failing }, { details, insuranceForm: selfPay, today: TODAY, context })).toMatchObject({
      ok: false,
      code: 'BOOKING_FAILED',
      message: 'Failed to book appointment. Please try again.',
    });
    const raced = setup();
    raced.slots = [];
    expect(await submitInsurance({ scheduler: raced }, { details, insuranceForm: selfPay, today: TODAY, context })).toMatchObject({
      ok: false,
      code: 'SLOT_TAKEN',
    });
  });

  it('maps the slot type when the patient may not use it', async () => {
    // A FOLLOW UP 30 slot booked by a new patient becomes NEW PATIENT 30.
    const followUp = openSlot('701', '12/01/2026', '10:00', '31');
    const scheduler = setup();
    scheduler.slots = [followUp];
    await submitInsurance(
      { scheduler },
      { details: detailsFor(followUp, { patientid: '501' }), insuranceForm: selfPay, today: TODAY, context },
    );
    expect(scheduler.booked[0]?.appointmenttypeid).toBe('21');
  });
});

// Issue 19 item 1: a retry re-created the insurance (409, no id) and booked without insuranceid: another body.
describe('step 3: a retry of the same booking', () => {
  const timeout = () => new SchedulerError('TIMEOUT', 'Failed to book appointment: The scheduling service did not answer within 25000 ms.');
  const bodyOf = (scheduler: InMemoryScheduler) => scheduler.callsOf('bookAppointment').map(([b]) => b);

  it('tells the patient the booking may have gone through, and keeps the insurance id for the retry', async () => {
    const scheduler = setup().failNext('bookAppointment', timeout());
    const input = {
      details,
      insuranceForm: { ...selfPay, notes: 'I need an interpreter (Spanish)' },
      today: TODAY,
      context: { ...context, idempotencyKey: 'k-1234567' },
    };
    const first = await submitInsurance({ scheduler }, input);
    expect(first).toEqual({
      ok: false,
      code: 'BOOKING_PENDING',
      details: { ...details, insuranceid: 'ins-501' },
      message:
        'We could not confirm your booking in time. It may have gone through: please call our office at (818) 555-0142 before booking again.',
    });
    const kept = !first.ok && 'details' in first ? first.details : undefined;
    const retry = await submitInsurance({ scheduler }, { ...input, details: kept ?? details });
    expect(retry).toMatchObject({ ok: true, value: { kind: 'booked' } });
    const [sent, resent] = bodyOf(scheduler);
    expect(resent).toEqual(sent);
    expect(resent).toMatchObject({ insuranceid: 'ins-501', notes: 'I need an interpreter (Spanish)' });
  });

  it('books an insured patient with the policy on file without registering insurance again', async () => {
    const scheduler = setup();
    const onFile = { ...details, insuranceid: '9001' };
    const outcome = await submitInsurance(
      { scheduler },
      { details: onFile, insuranceForm: blank, today: TODAY, context, insuranceOnFile: true },
    );
    expect(outcome).toMatchObject({ ok: true, value: { kind: 'booked', details: { insuranceid: '9001' } } });
    expect(scheduler.callsOf('createInsurance')).toEqual([]);
    expect(scheduler.booked).toEqual([expect.objectContaining({ patientid: '501', insuranceid: '9001' })]);
  });
});
