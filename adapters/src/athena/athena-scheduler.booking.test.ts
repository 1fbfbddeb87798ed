import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, athena, athenaOverNock } from '../test-support/athena-nock';
import {
  bookedAnswer,
  createdInsuranceAnswer,
  secondaryWithoutPrimary,
  selfPayInsuranceLegacyAnswer,
  slotTaken,
} from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

const policy = {
  kind: 'policy' as const,
  insurancepackageid: '15310',
  insuranceidnumber: 'XYZ123456',
  policynumber: 'GRP-77',
  sequencenumber: 1,
  relationshiptoinsuredid: 1,
  insurancepolicyholderfirstname: 'Maria',
  insurancepolicyholderlastname: 'Lopez',
  insurancepolicyholdersex: 'F' as const,
  insurancepolicyholderdob: '04/12/1985',
};

describe('AthenaScheduler insurance', () => {
  it('sends the full policy with insurancepolicyholder SELF for relationship Self', async () => {
    const scheduler = athenaOverNock();
    athena()
      .post(`${API}/patients/5309/insurances`, {
        insurancepackageid: '15310',
        insuranceidnumber: 'XYZ123456',
        insurancepolicyholder: 'SELF',
        sequencenumber: '1',
        policynumber: 'GRP-77',
        insurancepolicyholdersex: 'F',
        insurancepolicyholderfirstname: 'Maria',
        insurancepolicyholderlastname: 'Lopez',
        relationshiptoinsuredid: '1',
        insurancepolicyholderdob: '04/12/1985',
      })
      .reply(200, createdInsuranceAnswer);

    expect(await scheduler.createInsurance('5309', policy)).toEqual({ insuranceid: '7990', alreadyOnFile: false });
  });

  it('marks the policy holder OTHER for any other relationship', async () => {
    const scheduler = athenaOverNock();
    const call = athena()
      .post(`${API}/patients/5309/insurances`, (body: Record<string, string>) => body.insurancepolicyholder === 'OTHER')
      .reply(200, createdInsuranceAnswer);

    await scheduler.createInsurance('5309', { ...policy, relationshiptoinsuredid: 2 });

    expect(call.isDone()).toBe(true);
  });

  it('sends only insurancepackageid 0 for self-pay', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients/5309/insurances`, { insurancepackageid: '0' }).reply(200, selfPayInsuranceLegacyAnswer);

    expect(await scheduler.createInsurance('5309', { kind: 'self-pay' })).toEqual({ alreadyOnFile: false });
  });

  it('treats a 409 as insurance already on file', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients/5309/insurances`).reply(409, { error: 'Duplicate insurance package.' });

    expect(await scheduler.createInsurance('5309', policy)).toEqual({ alreadyOnFile: true, message: 'Patient already has insurance' });
  });

  it('needs a patient id and a package id before calling athena', async () => {
    const scheduler = athenaOverNock();

    await expect(scheduler.createInsurance('', policy)).rejects.toThrow('Patient ID is required to create insurance');
    await expect(scheduler.createInsurance('5309', { ...policy, insurancepackageid: ' ' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Insurance package ID is required',
    });
  });

  it('prefixes other insurance failures', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients/5309/insurances`).reply(secondaryWithoutPrimary.status, secondaryWithoutPrimary.body);

    await expect(scheduler.createInsurance('5309', { ...policy, sequencenumber: 2 })).rejects.toThrow(
      'Failed to create patient insurance: Secondary insurance without primary.',
    );
  });
});

describe('AthenaScheduler booking', () => {
  const booking = { appointmentid: '2204083', patientid: '5309', appointmenttypeid: '82', notes: 'Cough for a week', insuranceid: '7990' };

  it('PUTs patientid, appointmenttypeid, ignoreschedulablepermission, bookingnote and insuranceid with the Idempotency-Key', async () => {
    const scheduler = athenaOverNock();
    athena()
      .put(`${API}/appointments/2204083`, {
        patientid: '5309',
        appointmenttypeid: '82',
        ignoreschedulablepermission: 'true',
        bookingnote: 'Cough for a week',
        insuranceid: '7990',
      })
      .matchHeader('idempotency-key', 'book-1')
      .reply(200, bookedAnswer);

    const result = await scheduler.bookAppointment({ ...booking, idempotencyKey: 'book-1' });

    expect(result).toEqual({
      appointmentid: '2204083',
      appointmentstatus: 'f',
      date: '12/02/2025',
      starttime: '09:00',
      duration: 30,
      departmentid: '1',
      providerid: '86',
      patientid: '5309',
      appointmenttypeid: '82',
      appointmenttype: 'NEW PATIENT 30',
    });
  });

  it('converts ids to integers and drops an empty note and insurance', async () => {
    const scheduler = athenaOverNock();
    const call = athena()
      .put(`${API}/appointments/2204083`, { patientid: '5309', appointmenttypeid: '82', ignoreschedulablepermission: 'true' })
      .reply(200, bookedAnswer);

    await scheduler.bookAppointment({ ...booking, patientid: ' 5309 ', appointmenttypeid: '082', notes: '', insuranceid: '' });

    expect(call.isDone()).toBe(true);
  });

  it('refuses a non-numeric appointment type id with the spec message', async () => {
    const scheduler = athenaOverNock();

    await expect(scheduler.bookAppointment({ ...booking, appointmenttypeid: 'abc' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Invalid appointment type ID: abc. Must be a valid number.',
    });
  });

  it("turns athena's 409 into SLOT_UNAVAILABLE with athena's text", async () => {
    const scheduler = athenaOverNock();
    athena()
      .put(`${API}/appointments/2204083`)
      .reply(slotTaken.status, `\n\n${JSON.stringify(slotTaken.body)}`);

    await expect(scheduler.bookAppointment(booking)).rejects.toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      status: 409,
      detail: slotTaken.body,
      message: 'Failed to book appointment: That appointment time was already booked or not available for booking.',
    });
  });

  it('reports a server error on booking as UPSTREAM with the booking prefix', async () => {
    const scheduler = athenaOverNock();
    athena().put(`${API}/appointments/2204083`).reply(500, { error: 'Internal error' });

    await expect(scheduler.bookAppointment(booking)).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to book appointment: Internal error',
    });
  });

  // Issue 19 item 1: an answer meaning "not known yet" must never read as a plain failure.
  it.each([
    [202, { code: 'BOOKING_PENDING' }],
    [504, { code: 'BOOKING_PENDING' }],
    [504, { error: 'The scheduling service did not answer in time. Please try again.' }],
  ])('reads a %i answer %j as an outcome not known yet (TIMEOUT)', async (status, body) => {
    const scheduler = athenaOverNock();
    athena().put(`${API}/appointments/2204083`).reply(status, body);

    await expect(scheduler.bookAppointment(booking)).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: 'Failed to book appointment: The booking is not confirmed yet.',
    });
  });
});
