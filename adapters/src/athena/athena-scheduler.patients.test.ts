import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, athena, athenaOverNock, MON_DEC_1_0930_PT } from '../test-support/athena-nock';
import {
  bestMatchAnswer,
  bestMatchHit as hit,
  createdPatientAnswer,
  createdPatientNestedAnswer,
  createdPatientRefusedAnswer,
  invalidDate,
  messyInsurances,
  missingFields,
  patientAnswer,
} from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

const maria = { firstName: 'Maria', lastName: 'Lopez', dob: '04/12/1985', phoneNumber: '8185550199' };

describe('AthenaScheduler patient search', () => {
  it('sends the enhanced best match parameters and keeps only the id and insurances of a true match', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/patients/enhancedbestmatch`)
      .query({
        firstname: 'Maria',
        lastname: 'Lopez',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        showinsurance: 'true',
        returnbestmatches: 'true',
      })
      .reply(200, bestMatchAnswer);

    expect(await scheduler.searchPatients(maria)).toEqual([
      { patientid: '5309', insurances: [{ insuranceid: '7990', insurancepackageid: '15310' }] },
    ]);
  });

  it('drops hits whose phone digits or date of birth differ, and hits without a mobile phone', async () => {
    const scheduler = athenaOverNock();
    const { mobilephone: _none, ...noPhone } = hit;
    athena()
      .get(`${API}/patients/enhancedbestmatch`)
      .query(true)
      .reply(200, [
        { ...hit, patientid: 1, mobilephone: '818-555-0100' },
        { ...hit, patientid: 2, dob: '04/13/1985' },
        { ...noPhone, patientid: 3 },
        { ...hit, patientid: 4, insurances: undefined },
      ]);

    expect(await scheduler.searchPatients(maria)).toEqual([{ patientid: '4', insurances: [] }]);
  });

  it('treats a 402 as no match and an empty answer as an empty list', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/patients/enhancedbestmatch`).query(true).reply(402);
    athena().get(`${API}/patients/enhancedbestmatch`).query(true).reply(200, []);

    expect(await scheduler.searchPatients(maria)).toEqual([]);
    expect(await scheduler.searchPatients(maria)).toEqual([]);
  });

  it("keeps each policy's sequence number, so the primary can be told from a secondary", async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/patients/enhancedbestmatch`)
      .query(true)
      .reply(200, [{ ...hit, insurances: messyInsurances }]);

    expect((await scheduler.searchPatients(maria))[0]?.insurances).toEqual([
      { insuranceid: '9001', insurancepackageid: '0' },
      { insuranceid: '9002', insurancepackageid: '-500' },
      { insuranceid: '9003', insurancepackageid: '4953', sequencenumber: 2 },
      { insuranceid: '9004', insurancepackageid: '15310', sequencenumber: 1 },
    ]);
  });

  it('needs at least one search parameter', async () => {
    const scheduler = athenaOverNock();

    await expect(scheduler.searchPatients({ firstName: ' ' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'At least one search parameter is required (firstName, lastName, dob, email, or phoneNumber)',
    });
  });

  it('prefixes search failures without putting the patient in the message', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/patients/enhancedbestmatch`)
      .query(true)
      .reply(invalidDate.status, `\n\n${JSON.stringify(invalidDate.body)}`);

    await expect(scheduler.searchPatients(maria)).rejects.toThrow(
      /^Failed to search patients with enhanced best match: The data provided is invalid\.$/,
    );
  });
});

describe('AthenaScheduler patient records', () => {
  const newPatient = {
    firstname: 'Maria',
    lastname: 'Lopez',
    dob: '04/12/1985',
    mobilephone: '(818) 555-0199',
    email: 'm@example.com',
    departmentid: '1',
    sex: 'F' as const,
  };

  it('creates a patient form-encoded and reads the id from the first element', async () => {
    const scheduler = athenaOverNock();
    athena()
      .post(`${API}/patients`, {
        firstname: 'Maria',
        lastname: 'Lopez',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        email: 'm@example.com',
        departmentid: '1',
        sex: 'F',
      })
      .reply(200, createdPatientAnswer);

    expect(await scheduler.createPatient(newPatient)).toEqual({ patientid: '5309' });
  });

  it('finds a created patient id nested under patient, given as a number', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients`).reply(200, createdPatientNestedAnswer);

    expect(await scheduler.createPatient(newPatient)).toEqual({ patientid: '5310' });
  });

  it('fails a create that athena answered without an id, with its errormessage', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients`).reply(200, createdPatientRefusedAnswer);

    await expect(scheduler.createPatient(newPatient)).rejects.toThrow(
      'Failed to create patient: Patient matching found an existing patient.',
    );
  });

  // Issue 19 item 12: the wizard must say booking.md §8's "Created patient but could not find patient ID…".
  it('hands back an empty id when athena created the patient but sent neither an id nor a reason', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients`).reply(200, [{}]);

    expect(await scheduler.createPatient(newPatient)).toEqual({ patientid: '' });
  });

  // Issue 19 item 9: corrected details go onto the record registered earlier in the dialog.
  it('updates a patient with PUT /patients/{id}, form-encoded like a create', async () => {
    const scheduler = athenaOverNock();
    const { departmentid: _department, ...update } = newPatient;
    const call = athena()
      .put(`${API}/patients/5309`, {
        firstname: 'Maria',
        lastname: 'Lopez',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        email: 'm@example.com',
        sex: 'F',
      })
      .reply(200, createdPatientAnswer);

    await scheduler.updatePatient('5309', update);

    expect(call.isDone()).toBe(true);
  });

  it('returns the mock patient id (mock_ plus a timestamp) on a 402', async () => {
    const scheduler = athenaOverNock();
    athena().post(`${API}/patients`).reply(402);

    expect(await scheduler.createPatient(newPatient)).toEqual({ patientid: `mock_${MON_DEC_1_0930_PT.getTime()}` });
  });

  it('reports missing fields on create with the prefix', async () => {
    const scheduler = athenaOverNock();
    athena()
      .post(`${API}/patients`)
      .reply(missingFields.status, { ...missingFields.body, missingfields: ['lastname', 'dob', 'firstname'] });

    await expect(scheduler.createPatient(newPatient)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Failed to create patient: Additional fields are required.',
    });
  });

  it('reads one patient from a one-element array, typing flags and ids', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/patients/5309`).reply(200, patientAnswer);

    expect(await scheduler.getPatient('5309')).toEqual({
      patientid: '5309',
      firstname: 'Maria',
      lastname: 'Lopez',
      dob: '04/12/1985',
      departmentid: '1',
      sex: 'F',
      portalaccessgiven: false,
      privacyinformationverified: true,
    });
  });

  it('returns the mock John Doe on a 402 and NOT_FOUND on a 404', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/patients/5309`).reply(402);
    athena().get(`${API}/patients/404404`).reply(404);

    expect(await scheduler.getPatient('5309')).toEqual({
      patientid: `mock_${MON_DEC_1_0930_PT.getTime()}`,
      firstname: 'John',
      lastname: 'Doe',
      dob: '01/01/1990',
      mobilephone: '555-1234',
    });
    await expect(scheduler.getPatient('404404')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Failed to get patient: Request failed with status code 404',
    });
  });
});
