import { ATHENA_SLOT_TAKEN } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TINY_PERSONA, createTinyFixtureStore } from './test-support/tiny-fixture-store';
import { basicAuth, FORM as form, requestToken } from './test-support/oauth-client';
import { FAKE_ATHENA_CREDENTIALS } from './fake-athena-auth';
import { buildFakeAthena } from './fake-athena.app';

const { practiceId, clientId } = FAKE_ATHENA_CREDENTIALS;

let app: FastifyInstance;
let now = Date.UTC(2025, 11, 1, 17, 0); // Mon Dec 1 2025, 9:00 PT
let bearer: string;

async function token(): Promise<string> {
  const res = await requestToken(app, { payload: 'grant_type=client_credentials&scope=athena/service/Athenanet.MDP.*' });
  return `Bearer ${res.json<{ access_token: string }>().access_token}`;
}
const get = (path: string) => app.inject({ method: 'GET', url: `/v1/${practiceId}${path}`, headers: { authorization: bearer } });
const write = (method: 'POST' | 'PUT', path: string, payload: string) =>
  app.inject({ method, url: `/v1/${practiceId}${path}`, headers: { authorization: bearer, ...form }, payload });

beforeEach(async () => {
  app = await buildFakeAthena({ store: createTinyFixtureStore(), now: () => now });
  bearer = await token();
});
afterEach(() => app.close());

describe('fake athena OAuth', () => {
  it('issues an opaque bearer token with expires_in as a string', async () => {
    const res = await requestToken(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      token_type: 'Bearer',
      expires_in: '3600',
      access_token: expect.stringMatching(/^[\w-]{28}$/),
      scope: 'athena/service/Athenanet.MDP.*',
    });
  });

  it('refuses wrong client credentials and other grant types', async () => {
    const bad = await requestToken(app, { authorization: basicAuth(clientId, 'nope') });
    const grant = await requestToken(app, { payload: 'grant_type=password' });
    expect([bad.statusCode, grant.statusCode]).toEqual([401, 400]);
  });

  it('answers 401 without a bearer, with a made-up one, and once the token has expired', async () => {
    const none = await app.inject({ method: 'GET', url: `/v1/${practiceId}/departments` });
    const madeUp = await app.inject({ method: 'GET', url: `/v1/${practiceId}/departments`, headers: { authorization: 'Bearer abc' } });
    now += 3601 * 1000;
    const expired = await get('/departments');
    expect([none.statusCode, madeUp.statusCode, expired.statusCode]).toEqual([401, 401, 401]);
  });
});

describe('fake athena API', () => {
  it('refuses another practice with 403 and unknown paths with 404', async () => {
    const other = await app.inject({ method: 'GET', url: '/v1/1/departments', headers: { authorization: bearer } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ error: 'You do not have access to this context' });
    expect((await get('/configuration/appointmenttypes')).statusCode).toBe(404);
  });

  it('lists departments with string ids and providerlist only on request', async () => {
    const plain = (await get('/departments')).json();
    const withList = (await get('/departments?showalldepartments=false&PROVIDERLIST=true&limit=200')).json();
    expect(plain.totalcount).toBe(2);
    expect(plain.departments[0]).toMatchObject({ departmentid: '1' });
    expect(plain.departments[0].providerlist).toBeUndefined();
    expect(withList.departments[0].providerlist).toEqual(['1', '2']);
  });

  it('pages with totalcount and a path-only next link echoing keys upper-cased', async () => {
    // The store's two providers and the practice's 120 staff (practice-lists.ts).
    const res = (await get('/providers?showallproviders=true&limit=1')).json();
    expect(res.providers).toEqual([expect.objectContaining({ providerid: 1 })]);
    expect(res.totalcount).toBe(122);
    expect(res.next).toBe(`/v1/${practiceId}/providers?SHOWALLPROVIDERS=true&limit=1&offset=1`);
    const last = (await get('/providers?limit=1&offset=121')).json();
    expect(last.next).toBeUndefined();
  });

  it('gives numeric type ids and numeric reason ids, and requires department and provider for reasons', async () => {
    expect((await get('/appointmenttypes')).json().appointmenttypes[0].appointmenttypeid).toBe(21);
    const reasons = (await get('/patientappointmentreasons/newpatient?departmentid=1&providerid=2')).json();
    expect(reasons.patientappointmentreasons[0]).toMatchObject({ reasonid: 1001, reasontype: 'new' });
    const missing = await get('/patientappointmentreasons/existingpatient?departmentid=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ invalidfields: [], missingfields: ['providerid'], error: 'Additional fields are required.' });
  });

  it('lists open slots with numeric ids, hiding frozen ones unless asked', async () => {
    const q =
      '/appointments/open?departmentid=1&appointmenttypeid=21&startdate=12/01/2025&enddate=12/02/2025&showfullresponse=true&showallresources=true';
    const open = (await get(q)).json();
    expect(open.appointments.map((s: { appointmentid: number }) => s.appointmentid)).toEqual([1101, 1102]);
    expect(open.appointments[0]).toMatchObject({ departmentid: 1, providerid: 2, date: '12/01/2025', starttime: '09:00', duration: 30 });
    const frozen = (await get(`${q}&showfrozenslots=true`)).json();
    expect(frozen.appointments.map((s: { appointmentid: number }) => s.appointmentid)).toEqual([1101, 1102, 1103]);
  });

  it('answers 400 with missingfields when the department is missing, and rejects bad dates', async () => {
    const missing = await get('/appointments/open?appointmenttypeid=21');
    expect(missing.json()).toEqual({ invalidfields: [], missingfields: ['departmentid'], error: 'Additional fields are required.' });
    const badDate = await get('/appointments/open?departmentid=1&appointmenttypeid=21&startdate=2025-12-01');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe('The data provided is invalid.');
  });

  it('finds patients by enhanced best match as a top-level array', async () => {
    const { firstname, lastname, dob } = TINY_PERSONA;
    const res = await get(`/patients/enhancedbestmatch?firstname=${firstname}&lastname=${lastname}&dob=${dob}&showinsurance=true`);
    expect(res.json()).toEqual([
      expect.objectContaining({ patientid: '5001', score: 23, insurances: [{ insuranceid: '9001', insurancepackageid: 15310 }] }),
    ]);
    expect((await get('/patients/enhancedbestmatch?lastname=X&dob=01/01/1990')).json().missingfields).toEqual(['firstname']);
  });

  it('creates a patient from a form body, answering [{ patientid }] with a string id', async () => {
    const res = await write('POST', '/patients', 'firstname=Ana&lastname=Lee&dob=02/03/1991&departmentid=1&mobilephone=8185550100');
    expect(res.json()).toEqual([{ patientid: expect.stringMatching(/^\d+$/) }]);
    const [{ patientid }] = res.json() as [{ patientid: string }];
    expect((await get(`/patients/${patientid}`)).json()).toEqual([expect.objectContaining({ patientid, firstname: 'Ana' })]);
    expect((await write('POST', '/patients', 'firstname=Ana&lastname=Lee&dob=1991-02-03&departmentid=1')).json()).toEqual({
      error: 'Improper DOB.',
    });
  });

  it("stores a registration's language6392code and returns it on GET /patients/{id}, as athena does", async () => {
    const created = await write(
      'POST',
      '/patients',
      'firstname=Anahit&lastname=Sargsyan&dob=02/03/1991&departmentid=1&language6392code=hye',
    );
    const [{ patientid }] = created.json() as [{ patientid: string }];
    expect((await get(`/patients/${patientid}`)).json()).toEqual([expect.objectContaining({ patientid, language6392code: 'hye' })]);
    const english = await write('POST', '/patients', 'firstname=Ana&lastname=Lee&dob=02/03/1991&departmentid=1');
    const [{ patientid: other }] = english.json() as [{ patientid: string }];
    expect((await get(`/patients/${other}`)).json()).toEqual([expect.not.objectContaining({ language6392code: expect.anything() })]);
  });

  // athena's own checks of a registration live here only; the in-process FixtureScheduler does not copy them (decision 34).
  it('answers 400 with the missing fields when a patient is registered without them', async () => {
    const res = await write('POST', '/patients', 'firstname=Ana&dob=02/03/1991');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ missingfields: ['departmentid', 'lastname'], error: 'Additional fields are required.' });
  });

  it('adds insurance and answers 409 for the same package twice', async () => {
    const body = 'insurancepackageid=2150&insuranceidnumber=XYZ1&sequencenumber=1&relationshiptoinsuredid=1';
    const first = await write('POST', '/patients/5001/insurances', body);
    expect(first.json()).toEqual([expect.objectContaining({ insuranceid: expect.any(String), insurancepackageid: 2150 })]);
    expect((await write('POST', '/patients/5001/insurances', body)).statusCode).toBe(409);
    expect((await write('POST', '/patients/999/insurances', body)).statusCode).toBe(404);
  });

  it('books a slot once (string ids after booking) and answers the exact 409 body the second time', async () => {
    const first = await write(
      'PUT',
      '/appointments/1101',
      'patientid=5001&appointmenttypeid=21&insuranceid=9001&ignoreschedulablepermission=true',
    );
    expect(first.json()).toEqual([
      expect.objectContaining({ appointmentid: '1101', patientid: '5001', appointmenttypeid: '21', appointmentstatus: 'f' }),
    ]);
    const second = await write('PUT', '/appointments/1101', 'patientid=5001&appointmenttypeid=21');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(ATHENA_SLOT_TAKEN);
    const booked = (await get('/appointments/booked?startdate=12/01/2025&enddate=12/31/2025')).json();
    expect(booked.appointments.map((a: { appointmentid: string }) => a.appointmentid)).toEqual(['1101']);
  });

  it('accepts booking parameters in the query string, like older clients sent them', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/v1/${practiceId}/appointments/1102?PATIENTID=5001&appointmenttypeid=21`,
      headers: { authorization: bearer },
    });
    expect(res.statusCode).toBe(200);
  });

  it('tells the practice name', async () => {
    expect((await get('/practiceinfo')).json().practiceinfo[0]).toMatchObject({ practiceid: practiceId, name: 'Foothill Primary Care' });
  });
});
