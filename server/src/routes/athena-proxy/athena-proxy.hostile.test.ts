import { PATIENT_FORM_MESSAGES } from '@clinic/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { build } from '../../test-support/build-app';
import type { RecordingTransport } from '../../test-support/recording-transport';

type Hostile = [label: string, request: InjectOptions, status: number];
const body = (payload: unknown): InjectOptions => ({ method: 'POST', url: '/api/athena-proxy', payload: payload as object });
const call = (url: string, method = 'GET', data?: string) => body({ url, method, ...(data !== undefined ? { data } : {}) });

// Each of these must be refused before anything reaches athena.
const HOSTILE: Hostile[] = [
  ['absolute http URL', call('http://169.254.169.254/latest/meta-data'), 400],
  ['absolute https URL to athena itself', call('https://api.platform.athenahealth.com/v1/1/practiceinfo'), 400],
  ['protocol-relative URL', call('//evil.example.com/departments'), 400],
  ['URL without a leading slash', call('departments'), 400],
  ['scheme smuggled after the slash', call('/http://evil.example.com'), 400],
  ['host:port in the path', call('/evil.example.com:80/departments'), 400],
  ['dot-dot traversal', call('/departments/../practiceinfo'), 400],
  ['dot-dot to another practice', call('/../2/departments'), 400],
  ['encoded dot-dot', call('/departments/%2e%2e/practiceinfo'), 400],
  ['upper-case encoded dot-dot', call('/%2E%2E/%2E%2E/oauth2/v1/token'), 400],
  ['encoded slash', call('/appointments%2fbooked'), 400],
  ['double-encoded traversal', call('/departments/%252e%252e/practiceinfo'), 400],
  ['backslash traversal', call('/departments\\..\\practiceinfo'), 400],
  ['CRLF header injection in the path', call('/departments\r\nX-Injected: 1'), 400],
  ['CRLF in a query value', call('/departments?limit=1%0d%0aX-Injected:%201'), 400],
  ['NUL byte in the path', call('/departments\u0000'), 400],
  ['fragment trick', call('/departments#@evil.example.com'), 400],
  ['staff-only booked list', call('/appointments/booked?startdate=01/01/2025&enddate=12/31/2025'), 403],
  ['staff-only practice info', call('/practiceinfo'), 403],
  // 405, not 403, since PUT /patients/{id} (correcting a patient the dialog registered) is allowlisted.
  ['reading a patient by id', call('/patients/5001'), 405],
  ["listing a patient's insurances", call('/patients/5001/insurances'), 405],
  ['unknown path', call('/configuration/appointmenttypes'), 403],
  ['the token endpoint', call('/oauth2/v1/token', 'POST', 'grant_type=client_credentials'), 403],
  ['cancel a booking', call('/appointments/1101/cancel', 'PUT', 'patientid=5001'), 403],
  ['freeze a slot', call('/appointments/1101/freeze', 'PUT', 'freeze=true'), 403],
  ['DELETE an open slot', call('/appointments/1101', 'DELETE'), 405],
  ['GET on the booking path (reads an appointment)', call('/appointments/1101'), 405],
  ['POST to departments', call('/departments', 'POST', 'name=x'), 405],
  ['PUT to patients (update someone)', call('/patients', 'PUT', 'firstname=x'), 405],
  ['lower-case method', call('/departments', 'get'), 405],
  ['non-numeric appointment id', call('/appointments/abc', 'PUT', 'patientid=1'), 403],
  ['data on a GET', call('/departments', 'GET', 'limit=1'), 400],
  ['query string on a PUT', call('/appointments/1101?patientid=1', 'PUT', 'appointmenttypeid=21'), 400],
  ['over-long parameter value', call(`/departments?limit=${'9'.repeat(300)}`), 400],
  ['extra body property', body({ url: '/departments', method: 'GET', host: 'evil.example.com' }), 400],
  ['url as a number', body({ url: 42, method: 'GET' }), 400],
  ['missing method', body({ url: '/departments' }), 400],
  ['JSON array body', body([{ url: '/departments', method: 'GET' }]), 400],
  [
    'malformed JSON',
    { method: 'POST', url: '/api/athena-proxy', headers: { 'content-type': 'application/json' }, payload: '{"url": "/departments",' },
    400,
  ],
  [
    'form-encoded body',
    {
      method: 'POST',
      url: '/api/athena-proxy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'url=/departments&method=GET',
    },
    415,
  ],
  ['oversized body', call('/patients', 'POST', `firstname=${'A'.repeat(20_000)}`), 413],
  ['a web address as a first name', call('/patients', 'POST', 'firstname=evil.example&lastname=Lee&dob=01/01/1990'), 400],
  ['a phone number as a last name', call('/patients/5001', 'PUT', 'firstname=Ana&lastname=Call%208185550100'), 400],
  ['GET on the proxy itself', { method: 'GET', url: '/api/athena-proxy?url=/departments' }, 405],
  ['DELETE on the proxy itself', { method: 'DELETE', url: '/api/athena-proxy' }, 405],
];

describe('the athena proxy refuses hostile requests', () => {
  let app: FastifyInstance;
  let upstream: RecordingTransport;
  beforeAll(async () => ({ app, upstream } = await build()));
  afterAll(() => app.close());

  it('has a table of at least 30 cases', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('refuses %s', async (_label, request, status) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(upstream.calls).toEqual([]);
  });
});

describe('the athena proxy holds patient names to the form\u2019s rule (core isPersonName)', () => {
  let app: FastifyInstance;
  let upstream: RecordingTransport;
  beforeAll(async () => ({ app, upstream } = await build()));
  afterAll(() => app.close());

  const M = PATIENT_FORM_MESSAGES;
  const NAMES: [label: string, request: InjectOptions, message: string][] = [
    [
      'a registration greeting a web address',
      call('/patients', 'POST', 'firstname=www.evil.com&lastname=Lee&dob=01/01/1990'),
      M.firstNameInvalid,
    ],
    [
      'a registration whose last name is a link',
      call('/patients', 'POST', 'firstname=Ana&lastname=https%3A%2F%2Fevil.example'),
      M.lastNameInvalid,
    ],
    ['a correction to a name with digits', call('/patients/5001', 'PUT', 'firstname=Ana&lastname=Code%20123456'), M.lastNameInvalid],
    ['a registration with a 51-letter first name', call('/patients', 'POST', `firstname=${'A'.repeat(51)}&lastname=Lee`), M.firstNameLong],
  ];

  it.each(NAMES)('refuses %s with 400 and the form\u2019s message, before athena', async (_label, request, message) => {
    const res = await app.inject(request);
    expect([res.statusCode, res.json()]).toEqual([400, { error: message }]);
    expect(upstream.calls).toEqual([]);
  });

  it('still forwards names of any script with hyphens, apostrophes and periods', async () => {
    const res = await app.inject(
      call('/patients', 'POST', `firstname=${encodeURIComponent('Anahit-Mary')}&lastname=${encodeURIComponent("O'Brien Սարգսյան")}`),
    );
    expect(res.statusCode).toBe(200);
    expect(upstream.calls).toHaveLength(1);
  });
});
