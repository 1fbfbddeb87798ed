import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TINY_PERSONA, createTinyFixtureStore } from '../test-support/tiny-fixture-store';
import { bearerFor, FORM as form } from '../test-support/oauth-client';
import { FAKE_ATHENA_CREDENTIALS } from '../fake-athena-auth';
import { buildFakeAthena } from '../fake-athena.app';

const { practiceId } = FAKE_ATHENA_CREDENTIALS;
let app: FastifyInstance;
let bearer: string;

beforeEach(async () => {
  app = await buildFakeAthena({ store: createTinyFixtureStore(), now: () => Date.UTC(2025, 11, 1, 17, 0) });
  bearer = await bearerFor(app);
});
afterEach(() => app.close());

const get = (path: string) => app.inject({ method: 'GET', url: `/v1/${practiceId}${path}`, headers: { authorization: bearer } });
const put = (path: string, payload: string) =>
  app.inject({ method: 'PUT', url: `/v1/${practiceId}${path}`, headers: { authorization: bearer, ...form }, payload });

describe('fake athena PUT /patients/{id}', () => {
  it('corrects the given fields and answers [{ patientid }], as athena does', async () => {
    const id = TINY_PERSONA.patientid;
    const res = await put(`/patients/${id}`, 'lastname=Corrected&mobilephone=8185550111');
    expect([res.statusCode, res.json()]).toEqual([200, [{ patientid: id }]]);
    const read = await app.inject({ method: 'GET', url: `/v1/${practiceId}/patients/${id}`, headers: { authorization: bearer } });
    expect(read.json<[{ lastname: string; mobilephone: string }]>()[0]).toMatchObject({ lastname: 'Corrected', mobilephone: '8185550111' });
  });

  it('answers 404 for an unknown patient and 400 for an improper date of birth', async () => {
    expect((await put('/patients/999999', 'lastname=X')).statusCode).toBe(404);
    expect((await put(`/patients/${TINY_PERSONA.patientid}`, 'dob=1985-04-12')).statusCode).toBe(400);
  });
});

// Issue 19 item 14: `clinic booked` reads the note, the phone and the insurance from athena's booked list.
describe('fake athena booked list, for staff', () => {
  it('carries the note as appointmentnotes, the mobile phone with the patient, and the plans with showinsurance', async () => {
    const slot = (await get('/appointments/open?departmentid=1&startdate=12/01/2025&enddate=12/31/2025&appointmenttypeid=21')).json<{
      appointments: { appointmentid: string; date: string }[];
    }>().appointments[0]!;
    expect(
      (await put(`/appointments/${slot.appointmentid}`, `patientid=${TINY_PERSONA.patientid}&appointmenttypeid=21&bookingnote=Interpreter`))
        .statusCode,
    ).toBe(200);
    const list = await get(`/appointments/booked?startdate=${slot.date}&enddate=${slot.date}&showpatientdetail=true&showinsurance=true`);
    expect(list.json<{ appointments: object[] }>().appointments).toContainEqual(
      expect.objectContaining({
        appointmentid: String(slot.appointmentid),
        appointmentnotes: [expect.objectContaining({ text: 'Interpreter' })],
        patient: expect.objectContaining({ mobilephone: '8185550199' }),
        insurances: [{ insurancepackageid: '15310', insuranceplanname: 'Blue Cross' }],
      }),
    );
  });
});
