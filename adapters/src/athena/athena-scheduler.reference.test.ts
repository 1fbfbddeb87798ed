import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { API, athena, athenaOverNock } from '../test-support/athena-nock';
import {
  appointmentTypesAnswer,
  appointmentTypesLegacyAnswer,
  departmentsAnswer,
  departmentsWithInternalNamesAnswer,
  errorMessageInside200,
  existingPatientReasonsLegacyAnswer,
  failedInside200,
  invalidInteger,
  newPatientReasonsAnswer,
  practiceInfoAnswer,
  providersAnswer,
} from '../test-support/athena-wire';

afterEach(() => {
  nock.cleanAll();
});

describe('AthenaScheduler reference data', () => {
  it('lists departments with showalldepartments, limit 200, providerlist and fullproviderlist, ids as strings', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/departments`)
      .query({ showalldepartments: 'true', limit: '200', providerlist: 'true', fullproviderlist: 'true' })
      .reply(200, departmentsAnswer);

    const [department] = await scheduler.getDepartments();

    expect(department).toMatchObject({ departmentid: '1', city: 'GLENDALE', providerlist: ['71', '86'], latitude: '34.14' });
  });

  it("shows patientdepartmentname rather than athena's internal name, and the configured roster over providerlist", async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/departments`).query(true).reply(200, departmentsWithInternalNamesAnswer);

    const departments = await scheduler.getDepartments();

    expect(departments.map((d) => [d.name, d.providerlist])).toEqual([
      ['Glendale', ['2', '5', '7']],
      ['BURBANK', ['3']],
      ['LCF-INT', ['4']],
    ]);
  });

  it('lists providers with departmentid, showallproviders and limit 100, numeric ids normalised to strings', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/providers`).query({ departmentid: '1', showallproviders: 'true', limit: '100' }).reply(200, providersAnswer);

    const providers = await scheduler.getProviders('1');

    expect(providers.map((p) => [p.providerid, p.displayname])).toEqual([
      ['86', 'Ana Reyes MD'],
      ['87', 'Sam Lee'],
    ]);
  });

  it('reads appointment types sent as an object with numbers or as a bare array with strings', async () => {
    const scheduler = athenaOverNock();
    // athena's filters are the plural departmentids / providerids (athena-api.md §4.3).
    const query = { departmentids: '1', providerids: '86', showdeleted: 'false', showfulldetails: 'true', limit: '100' };
    athena().get(`${API}/appointmenttypes`).query(query).reply(200, appointmentTypesAnswer);
    athena().get(`${API}/appointmenttypes`).query(query).reply(200, appointmentTypesLegacyAnswer);

    const modern = await scheduler.getAppointmentTypes({ departmentId: '1', providerId: '86' });
    const legacy = await scheduler.getAppointmentTypes({ departmentId: '1', providerId: '86' });

    expect(modern).toEqual([
      { appointmenttypeid: '82', name: 'NEW PATIENT 30', shortname: 'NP30', duration: 30, generic: false, patient: true },
    ]);
    expect(legacy).toEqual([
      { appointmenttypeid: '9', name: 'INJECTION/ IV', shortname: 'INJ', duration: 30, generic: false, patient: true },
    ]);
  });

  it('asks for new-patient or existing-patient reasons by department and provider', async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/patientappointmentreasons/newpatient`)
      .query({ departmentid: '1', providerid: '86' })
      .reply(200, newPatientReasonsAnswer);
    athena()
      .get(`${API}/patientappointmentreasons/existingpatient`)
      .query({ departmentid: '1', providerid: '86' })
      .reply(200, existingPatientReasonsLegacyAnswer);

    const fresh = await scheduler.getReasons({ departmentId: '1', providerId: '86', patientType: 'new' });
    const returning = await scheduler.getReasons({ departmentId: '1', providerId: '86', patientType: 'existing' });

    expect(fresh).toEqual([{ reasonid: 1001, reason: 'New Patient', description: 'New Patient' }]);
    expect(returning).toEqual([{ reasonid: 2001, reason: 'Follow Up', description: '' }]);
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<html><body><h1>Service Unavailable</h1></body></html>'],
  ])('fails as UPSTREAM, not with an empty list, when a 200 carries %s', async (_what, body) => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/departments`).query(true).reply(200, body);

    await expect(scheduler.getDepartments()).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to load departments: The scheduling service sent an empty or unreadable answer.',
    });
  });

  it.each([
    ['{"success":false}', failedInside200.body, 'Practice is not configured correctly.'],
    ['[{"errormessage":…}]', errorMessageInside200.body, 'Invalid PROVIDERID input'],
  ])("fails with athena's text when a 200 says %s", async (_what, body, text) => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/appointmenttypes`).query(true).reply(200, body);

    await expect(scheduler.getAppointmentTypes({ departmentId: '1', providerId: '86' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: `Failed to get appointment types: ${text}`,
    });
  });

  it('reads practice info, whose practice id is a string', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/practiceinfo`).reply(200, practiceInfoAnswer);

    expect(await scheduler.getPracticeInfo()).toEqual({ practiceid: '195900', name: 'Valley Primary Care' });
  });

  it('fails with the prefix and the server error appended, keeping the body in detail', async () => {
    const scheduler = athenaOverNock();
    const body = invalidInteger.body;
    athena()
      .get(`${API}/appointmenttypes`)
      .query(true)
      .reply(400, `\n\n${JSON.stringify(body)}`);

    await expect(scheduler.getAppointmentTypes({ departmentId: '1', providerId: 'x' })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      status: 400,
      detail: body,
      message: 'Failed to get appointment types: The data provided is invalid.',
    });
  });

  it('appends detailedmessage when athena gives no error field, and says what a 403 means', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/practiceinfo`).reply(403, { detailedmessage: 'You do not have access to this context' });

    await expect(scheduler.getPracticeInfo()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message:
        'Failed to get practice info: You do not have access to this context (no access to this practice: the client is not enabled for this practice id)',
    });
  });

  it.each([
    [404, 'NOT_FOUND'],
    [500, 'UPSTREAM'],
    [503, 'UPSTREAM'],
    [402, 'PAYMENT_REQUIRED'],
  ] as const)('maps HTTP %i without a body to %s with the status in the message', async (status, code) => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/providers`).query(true).reply(status);

    await expect(scheduler.getProviders('1')).rejects.toMatchObject({
      code,
      status,
      message: `Failed to load providers: Request failed with status code ${status}`,
    });
  });

  it("fails as UPSTREAM when the answer does not have athena's shape", async () => {
    const scheduler = athenaOverNock();
    athena()
      .get(`${API}/departments`)
      .query(true)
      .reply(200, { departments: [{ name: 'no id' }] });

    await expect(scheduler.getDepartments()).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: 'Failed to load departments: The scheduling service sent an unexpected answer.',
    });
  });

  it('reports an unreachable athena as NETWORK with the operation prefix', async () => {
    const scheduler = athenaOverNock();
    athena().get(`${API}/departments`).query(true).replyWithError('connect ECONNREFUSED');

    await expect(scheduler.getDepartments()).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Failed to load departments: Network error: could not reach the scheduling service.',
    });
  });
});
