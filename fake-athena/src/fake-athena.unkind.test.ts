import { createFixtureStore, PERSONAS } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearerFor, requestToken } from './test-support/oauth-client';
import { FAKE_ATHENA_CREDENTIALS } from './fake-athena-auth';
import { buildFakeAthena, type FakeAthenaOptions } from './fake-athena.app';

const { practiceId } = FAKE_ATHENA_CREDENTIALS;
const TODAY = { year: 2025, month: 12, day: 1 };

let app: FastifyInstance;
let now = Date.UTC(2025, 11, 1, 17, 0, 10); // Mon Dec 1 2025, 9:00:10 PT
afterEach(() => app.close());

async function fake(options: Partial<FakeAthenaOptions> = {}) {
  app = await buildFakeAthena({ store: createFixtureStore({ today: TODAY }), now: () => now, ...options });
}
const tokenCall = () => requestToken(app);
const bearer = () => bearerFor(app);
async function getter() {
  const authorization = await bearer();
  return (path: string) => app.inject({ method: 'GET', url: `/v1/${practiceId}${path}`, headers: { authorization } });
}

describe('the fake athena limits tokens and calls as athena does', () => {
  it('grants 5 tokens a minute with X-RateLimit headers, then 429 for the rest of the minute', async () => {
    await fake();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await tokenCall());
    expect(answers.slice(0, 5).map((a) => [a.statusCode, a.headers['x-ratelimit-remaining']])).toEqual([
      [200, '4'],
      [200, '3'],
      [200, '2'],
      [200, '1'],
      [200, '0'],
    ]);
    expect(answers[5]).toMatchObject({ statusCode: 429, headers: { 'x-ratelimit-limit': '5', 'retry-after': '50' } });
    now += 50_000; // the next minute
    expect((await tokenCall()).statusCode).toBe(200);
  });

  it('answers 429 with Retry-After past the per-second limit, and lets calls through a second later', async () => {
    await fake({ limits: { callsPerSecond: 3 } });
    const get = await getter();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/departments')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get('/departments')).headers['retry-after']).toBe('1');
    now += 1000;
    expect((await get('/departments')).statusCode).toBe(200);
  });

  it("can throttle in the old gateway's form: 403, X-Mashery-Error-Code and an HTML page", async () => {
    await fake({ limits: { callsPerSecond: 1, throttleAs: '403-over-qps' } });
    const get = await getter();
    await get('/departments');
    const throttled = await get('/departments');
    expect(throttled.statusCode).toBe(403);
    expect(throttled.headers).toMatchObject({ 'x-mashery-error-code': 'ERR_403_DEVELOPER_OVER_QPS', 'retry-after': '1' });
    expect(throttled.body).toBe('<h1>Developer Over Qps</h1>');
  });
});

describe('the fake athena lists a real practice', () => {
  it('pages 130+ providers (staff, nurses, former providers) with athena-shaped next links', async () => {
    await fake();
    const get = await getter();
    const first = (await get('/providers?showallproviders=true&limit=100')).json();
    expect(first.totalcount).toBeGreaterThanOrEqual(130);
    expect(first.providers).toHaveLength(100);
    expect(first.next).toBe(`/v1/${practiceId}/providers?SHOWALLPROVIDERS=true&limit=100&offset=100`);
    expect(first.providers[0]).not.toHaveProperty('credentials');
    expect(first.providers[0]).not.toHaveProperty('providername');
  });

  it("lists 100+ patient appointment types for the practice, but only a provider's own for providerids", async () => {
    await fake();
    const get = await getter();
    const practice = (await get('/appointmenttypes?limit=100')).json();
    expect(practice.totalcount).toBeGreaterThanOrEqual(100);
    expect(practice.next).toBe(`/v1/${practiceId}/appointmenttypes?limit=100&offset=100`);
    const physician = (await get('/appointmenttypes?departmentids=1&providerids=2&limit=100')).json();
    expect(physician.appointmenttypes.map((t: { name: string }) => t.name)).toEqual([
      'NEW PATIENT 30',
      'NEW PATIENT 40',
      'FOLLOW UP 15',
      'FOLLOW UP 20',
      'FOLLOW UP 30',
      'ANY 15',
      'ANY 20',
      'ANY 30',
      'TELEHEALTH',
    ]);
    const iv = (await get('/appointmenttypes?departmentids=1&providerids=17')).json();
    expect(iv.appointmenttypes.map((t: { name: string }) => t.name)).toEqual(['INJECTION/ IV', 'IV INFUSION']);
    expect(iv.appointmenttypes[0]).not.toHaveProperty('group');
    expect(iv.appointmenttypes[0]).not.toHaveProperty('patienttype');
  });

  it('names departments internally, with patientdepartmentname; providerlist has only providers with bookings, fullproviderlist the roster', async () => {
    await fake();
    const get = await getter();
    const portal = (await get('/departments?providerlist=true&fullproviderlist=true')).json();
    expect(portal.departments.map((d: { departmentid: string }) => d.departmentid)).toEqual(['1', '2', '3']);
    const burbank = portal.departments[1];
    expect(burbank).toMatchObject({ name: 'BUR-RIVERSIDE', patientdepartmentname: 'Burbank' });
    expect(burbank.fullproviderlist).toContain('16');
    expect(burbank.providerlist).not.toContain('16');
    expect(burbank).not.toHaveProperty('facilitytypename');
    const all = (await get('/departments?showalldepartments=true')).json();
    expect(all.departments.at(-1)).toMatchObject({ departmentid: '4', name: 'ZZ BILLING - ADMIN' });
    expect(all.departments.at(-1)).not.toHaveProperty('patientdepartmentname');
  });

  it("lists the messy persona's policies as a real best match does: self-pay, payment plan, secondary, primary", async () => {
    await fake();
    const get = await getter();
    const p = PERSONAS.messyInsurance;
    const [hit] = (
      await get(`/patients/enhancedbestmatch?firstname=${p.firstname}&lastname=${p.lastname}&dob=${p.dob}&showinsurance=true`)
    ).json();
    expect(hit.insurances).toEqual([
      { insuranceid: '9201', insurancepackageid: 0 },
      { insuranceid: '9202', insurancepackageid: -500 },
      { insuranceid: '9203', insurancepackageid: 4953, sequencenumber: 2 },
      { insuranceid: '9204', insurancepackageid: 23344, sequencenumber: 1 },
    ]);
  });

  it("keeps a reason's minimum notice: no New Patient slot within 24 hours unless bypassscheduletimechecks", async () => {
    await fake();
    const get = await getter();
    const window = 'departmentid=1&providerid=2&startdate=12/01/2025&enddate=12/02/2025';
    const reason = await get(`/appointments/open?${window}&reasonid=1001`);
    const bypass = await get(`/appointments/open?${window}&reasonid=1001&bypassscheduletimechecks=true`);
    const soonest = (r: typeof reason) => r.json().appointments.map((s: { date: string; starttime: string }) => `${s.date} ${s.starttime}`);
    expect(soonest(bypass).some((t: string) => t < '12/02/2025 09:00')).toBe(true);
    expect(soonest(reason).every((t: string) => t >= '12/02/2025 09:00')).toBe(true);
    const [newPatient] = (await get('/patientappointmentreasons/newpatient?departmentid=1&providerid=2')).json().patientappointmentreasons;
    expect(newPatient).toMatchObject({ reasonid: 1001, schedulingminhours: 24 });
    expect(newPatient).not.toHaveProperty('appointmenttypeids');
  });

  it('writes error bodies as athena does: blank lines first, invalidfields beside missingfields', async () => {
    await fake();
    const get = await getter();
    const missing = await get('/appointments/open?appointmenttypeid=8');
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe('\n\n{"invalidfields":[],"missingfields":["departmentid"],"error":"Additional fields are required."}');
  });
});
