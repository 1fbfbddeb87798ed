import { ATHENA_WIRE, missingFields, noContext, slotTaken, throttled, tokenThrottled, wireDrift } from '@clinic/adapters/test-support';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TINY_PERSONA, createTinyFixtureStore } from './test-support/tiny-fixture-store';
import { bearerFor, FORM, requestToken } from './test-support/oauth-client';
import { FAKE_ATHENA_CREDENTIALS } from './fake-athena-auth';
import { buildFakeAthena } from './fake-athena.app';
import type { FakeAthenaLimitOptions } from './fake-athena-limits';

// The fake athena is held to athena's wire samples (adapters/src/test-support/athena-wire), the same ones the
// client's nock tests answer with: what it sends must parse with the client's schemas and carry no key or JSON
// type athena's samples lack. A fake that drifts from athena would let the client pass against something
// production never sends.

const { practiceId } = FAKE_ATHENA_CREDENTIALS;
let app: FastifyInstance | undefined;
afterEach(() => app?.close());

async function fake(limits: FakeAthenaLimitOptions = { callsPerSecond: Infinity }) {
  app = await buildFakeAthena({ store: createTinyFixtureStore(), now: () => Date.UTC(2025, 11, 1, 17, 0), limits });
  const authorization = await bearerFor(app);
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: string) =>
    app!.inject({ method, url: `/v1/${practiceId}${path}`, headers: { authorization, ...(payload ? FORM : {}) }, payload });
  return call;
}

/** The calls whose answer the client parses (a cancel is read only for a failure). */
type Call = Exclude<keyof typeof ATHENA_WIRE, 'PUT /appointments/{id}/cancel'>;
/** A list answer's items (the array itself, or the array field of `{ <field>: [...], totalcount }`). */
const itemsOf = (body: unknown): unknown[] =>
  Array.isArray(body) ? body : ((Object.values(body as object).find(Array.isArray) as unknown[] | undefined) ?? []);
const p = TINY_PERSONA;
// Mon Dec 1 – Tue Dec 2 2025, the tiny practice's slots (one frozen).
const DAYS = 'startdate=12/01/2025&enddate=12/02/2025';
const requests: [Call, 'GET' | 'POST' | 'PUT', string, string?][] = [
  ['GET /departments', 'GET', '/departments?showalldepartments=true&providerlist=true&fullproviderlist=true'],
  ['GET /providers', 'GET', '/providers?limit=5'],
  ['GET /appointmenttypes', 'GET', '/appointmenttypes?departmentids=1&providerids=2'],
  ['GET /patientappointmentreasons', 'GET', '/patientappointmentreasons/newpatient?departmentid=1&providerid=2'],
  ['GET /patientappointmentreasons', 'GET', '/patientappointmentreasons/existingpatient?departmentid=1&providerid=2'],
  ['GET /practiceinfo', 'GET', '/practiceinfo'],
  ['GET /appointments/open', 'GET', `/appointments/open?departmentid=1&appointmenttypeid=21&${DAYS}&limit=1`],
  ['GET /appointments/open', 'GET', `/appointments/open?departmentid=1&appointmenttypeid=21&${DAYS}&showfrozenslots=true`],
  [
    'GET /patients/enhancedbestmatch',
    'GET',
    `/patients/enhancedbestmatch?firstname=${p.firstname}&lastname=${p.lastname}&dob=${p.dob}&showinsurance=true`,
  ],
  ['GET /patients/{id}', 'GET', `/patients/${p.patientid}`],
  ['POST /patients', 'POST', '/patients', 'firstname=Ana&lastname=Lee&dob=02/03/1991&departmentid=1&mobilephone=8185550100'],
  ['POST /patients/{id}/insurances', 'POST', `/patients/${p.patientid}/insurances`, 'insurancepackageid=2150&sequencenumber=2'],
  ['PUT /appointments/{id}', 'PUT', '/appointments/1101', `patientid=${p.patientid}&appointmenttypeid=21&bookingnote=Cough`],
];

describe("the fake athena answers in athena's wire shapes", () => {
  it.each(requests)('%s (%s %s)', async (wireCall, method, path, payload) => {
    const call = await fake();
    const wire = ATHENA_WIRE[wireCall];

    const res = await call(method, path, payload);

    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    // Something to compare: a record, or a list with at least one item.
    expect(itemsOf(body).length).toBeGreaterThan(0);
    expect(wire.schema.safeParse(body).error?.issues).toBeUndefined();
    expect(wireDrift(body, wire.answers)).toEqual([]);
  });

  it('lists booked appointments, with and without patient details, and cancels, as athena does', async () => {
    const call = await fake();
    await call('PUT', '/appointments/1101', `patientid=${p.patientid}&appointmenttypeid=21&bookingnote=Cough`);
    const detailed = await call('GET', `/appointments/booked?${DAYS}&showpatientdetail=true&showinsurance=true`);
    const plain = await call('GET', `/appointments/booked?${DAYS}&patientid=${p.patientid}`);
    const cancelled = await call('PUT', '/appointments/1101/cancel', `patientid=${p.patientid}&cancellationreason=Better`);

    const booked = ATHENA_WIRE['GET /appointments/booked'];
    for (const res of [detailed, plain]) {
      expect(res.json().appointments).toHaveLength(1);
      expect(booked.schema.safeParse(res.json()).error?.issues).toBeUndefined();
      expect(wireDrift(res.json(), booked.answers)).toEqual([]);
    }
    expect(wireDrift(cancelled.json(), ATHENA_WIRE['PUT /appointments/{id}/cancel'].answers)).toEqual([]);
  });

  it('issues tokens as athena does', async () => {
    app = await buildFakeAthena({ store: createTinyFixtureStore() });
    const res = await requestToken(app);
    const token = ATHENA_WIRE['POST /oauth2/v1/token'];

    expect(token.schema.safeParse(res.json()).success).toBe(true);
    expect(wireDrift(res.json(), token.answers)).toEqual([]);
  });
});

describe("the fake athena refuses with athena's bodies", () => {
  const sameAnswer = (res: LightMyRequestResponse, sample: { status: number; body: unknown }) => {
    expect(res.statusCode).toBe(sample.status);
    expect(wireDrift(res.json(), [sample.body])).toEqual([]);
  };

  it('409 for a slot booked twice, word for word', async () => {
    const call = await fake();
    const book = () => call('PUT', '/appointments/1101', `patientid=${p.patientid}&appointmenttypeid=21`);
    await book();

    const second = await book();

    expect(second.statusCode).toBe(slotTaken.status);
    expect(second.json()).toEqual(slotTaken.body);
  });

  it('400 with missingfields, and 403 for another practice', async () => {
    const call = await fake();
    const missing = await call('GET', '/appointments/open?appointmenttypeid=21');
    const other = await app!.inject({ method: 'GET', url: '/v1/1/departments', headers: { authorization: await bearerFor(app!) } });

    sameAnswer(missing, missingFields);
    expect(missing.json()).toEqual(missingFields.body);
    sameAnswer(other, noContext);
    expect(other.json()).toEqual(noContext.body);
  });

  it("throttles API calls and tokens with the gateway's status and headers", async () => {
    const call = await fake({ callsPerSecond: 1, tokensPerMinute: 1 });
    await call('GET', '/departments');
    const api = await call('GET', '/departments');
    const token = await requestToken(app!);

    const headerNames = (headers: Record<string, string>) => Object.keys(headers).map((name) => name.toLowerCase());
    expect(api.statusCode).toBe(throttled.status);
    expect(Object.keys(api.headers)).toEqual(expect.arrayContaining(headerNames(throttled.headers)));
    expect(token.statusCode).toBe(tokenThrottled.status);
    expect(Object.keys(token.headers)).toEqual(expect.arrayContaining(headerNames(tokenThrottled.headers)));
  });
});
