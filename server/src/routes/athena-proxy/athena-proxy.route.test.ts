import {
  bestMatchAnswer,
  bestMatchHit,
  failedInside200,
  messyInsurances,
  missingFields,
  samplePatient,
} from '@clinic/adapters/test-support';
import { SchedulerError } from '@clinic/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { boundTo, build, proxy } from '../../test-support/build-app';
import type { RecordingTransport } from '../../test-support/recording-transport';

// athena's wire samples' patient, searched for with the phone digits the browser sends.
const search = `/patients/enhancedbestmatch?firstname=${samplePatient.firstname}&lastname=${samplePatient.lastname}&dob=${samplePatient.dob}&mobilephone=8185550199`;

let app: FastifyInstance;
let upstream: RecordingTransport;
afterEach(() => app.close());

describe('the athena proxy forwards allowlisted calls', () => {
  it('rebuilds the upstream URL from the known parameters only', async () => {
    ({ app, upstream } = await build());
    const res = await app.inject(
      proxy(
        '/appointments/open?departmentid=1&appointmenttypeid=21&providerid=2&startdate=12/01/2025&enddate=03/01/2026&showfullresponse=true&ignoreschedulablepermission=true&showallproviders=false&showallresources=true&showfrozenslots=true&evil=1&DEPARTMENTID=3',
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(upstream.calls).toEqual([
      {
        method: 'GET',
        path: '/appointments/open?departmentid=1%2C3&appointmenttypeid=21&providerid=2&startdate=12%2F01%2F2025&enddate=03%2F01%2F2026&showfullresponse=true&ignoreschedulablepermission=true&showallproviders=false&showallresources=true',
      },
    ]);
  });

  it('sends form fields of writes as a form, without unknown fields', async () => {
    ({ app, upstream } = await build());
    await app.inject(
      proxy('/appointments/1101', 'PUT', 'patientid=5001&appointmenttypeid=21&bookingnote=Back%20pain&nopatientcase=true', boundTo('5001')),
    );
    expect(upstream.calls).toEqual([
      { method: 'PUT', path: '/appointments/1101', form: { patientid: '5001', appointmenttypeid: '21', bookingnote: 'Back pain' } },
    ]);
  });

  it("passes athena's status and JSON body back, with Cache-Control: no-store", async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => missingFields;
    const res = await app.inject(proxy('/appointments/open?appointmenttypeid=21'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(missingFields.body);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reduces patient-search answers to ids and insurance ids of patients matching the sent phone and birth date', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => ({ status: 200, body: bestMatchAnswer });
    const res = await app.inject(proxy(`${search}&returnbestmatches=true`));
    expect(res.json()).toEqual([
      {
        patientid: '5309',
        dob: '04/12/1985',
        mobilephone: '8185550199',
        insurances: [{ insuranceid: '7990', insurancepackageid: '15310' }],
      },
    ]);
    expect(upstream.calls[0]?.path).toContain('showinsurance=true');
  });

  it('passes through exactly sequence number, package id and insurance id of each policy, for choosing the primary', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => ({ status: 200, body: [{ ...bestMatchHit, insurances: messyInsurances }] });
    const res = await app.inject(proxy(search));
    expect(res.json()[0].insurances).toEqual([
      { insuranceid: '9001', insurancepackageid: '0' },
      { insuranceid: '9002', insurancepackageid: '-500' },
      { insuranceid: '9003', insurancepackageid: '4953', sequencenumber: 2 },
      { insuranceid: '9004', insurancepackageid: '15310', sequencenumber: 1 },
    ]);
  });

  it('relays a patient-search 200 that is not athena\'s answer as empty, never as "no such patient"', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => failedInside200;
    const res = await app.inject(proxy(search));
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('hides the text of upstream server errors', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => ({ status: 500, body: { error: 'NullPointerException at com.athena.Scheduler' } });
    const res = await app.inject(proxy('/departments'));
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('NullPointer');
  });

  it('answers 504 with a clear message when athena does not answer in time', async () => {
    ({ app, upstream } = await build({ upstreamTimeoutMs: 50 }));
    upstream.respond = () => new Promise(() => {}); // never answers
    const res = await app.inject(proxy('/departments'));
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ error: 'The scheduling service did not answer in time. Please try again.' });
  });

  it('retries a read once on a connection failure', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => {
      if (upstream.calls.length === 1) throw new SchedulerError('NETWORK', 'Could not reach the scheduling service.');
      return { status: 200, body: { departments: [], totalcount: 0 } };
    };
    const res = await app.inject(proxy('/departments'));
    expect(res.statusCode).toBe(200);
    expect(upstream.calls).toHaveLength(2);
  });

  it('never retries a booking, answering 502 on a connection failure', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => {
      throw new SchedulerError('NETWORK', 'Could not reach the scheduling service.');
    };
    const res = await app.inject(proxy('/appointments/1101', 'PUT', 'patientid=5001&appointmenttypeid=21', boundTo('5001')));
    expect(res.statusCode).toBe(502);
    expect(upstream.calls).toHaveLength(1);
  });

  it('rate-limits patient search with a clear 429, but not reference data', async () => {
    ({ app, upstream } = await build({ rateLimit: { max: 2, timeWindowMs: 60_000 } }));
    const search = proxy('/patients/enhancedbestmatch?firstname=A&lastname=B&dob=01/01/1990&mobilephone=8185550100');
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.inject(search)).statusCode);
    for (let i = 0; i < 3; i++) statuses.push((await app.inject(proxy('/departments'))).statusCode);
    expect(statuses).toEqual([200, 200, 429, 200, 200, 200]);
    const limited = await app.inject(search);
    expect(limited.json()).toEqual({ error: 'Too many requests. Please wait a minute and try again.' });
  });
});

describe('booking with an Idempotency-Key', () => {
  const book = (key: string, data = 'patientid=5001&appointmenttypeid=21') =>
    proxy('/appointments/1101', 'PUT', data, { ...boundTo('5001', '5002'), 'idempotency-key': key });

  it('replays the first answer for the same key and body without calling athena again', async () => {
    ({ app, upstream } = await build());
    upstream.respond = () => ({ status: 200, body: [{ appointmentid: '1101', appointmentstatus: 'f' }] });
    const first = await app.inject(book('booking-key-0001'));
    const again = await app.inject(book('booking-key-0001'));
    expect(again.json()).toEqual(first.json());
    expect(again.statusCode).toBe(200);
    expect(upstream.calls).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422', async () => {
    ({ app, upstream } = await build());
    await app.inject(book('booking-key-0002'));
    const other = await app.inject(book('booking-key-0002', 'patientid=5002&appointmenttypeid=21'));
    expect(other.statusCode).toBe(422);
    expect(upstream.calls).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    ({ app, upstream } = await build());
    expect((await app.inject(book('x'))).statusCode).toBe(400);
    expect(upstream.calls).toHaveLength(0);
  });
});
