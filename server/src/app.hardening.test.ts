import { SchedulerError } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, build, proxy } from './test-support/build-app';
import { API_HEADERS } from './plugins/security';

let app: FastifyInstance;
afterEach(() => app.close());

/** Sends raw bytes to the listening app and collects everything until the server closes the connection. */
async function raw(request: string): Promise<string> {
  const { port } = app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.write(request);
  await new Promise((resolve) => socket.on('close', resolve));
  return answer;
}

describe('the server against slow and odd clients', () => {
  it('cuts a request whose body trickles in, with 408', async () => {
    ({ app } = await build({ requestTimeoutMs: 200 }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const answer = await raw(
      'POST /api/athena-proxy HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"url":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it("applies the API's headers by the route matched, also to /%61pi/… and absolute-form targets", async () => {
    ({ app } = await build());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const encoded = await app.inject({ method: 'GET', url: '/%61pi/athena-proxy' });
    expect(encoded.headers).toMatchObject(API_HEADERS);
    const absolute = await raw('GET http://127.0.0.1/api/athena-proxy HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(absolute).toMatch(/^HTTP\/1\.1 405/);
    expect(absolute.toLowerCase()).toContain(`content-security-policy: ${API_HEADERS['content-security-policy']}`);
  });

  it('answers unknown paths, bad URLs and unsupported methods in one plain JSON shape that echoes nothing', async () => {
    ({ app } = await build());
    const notFound = await app.inject({ method: 'GET', url: '/no-such-page-5001' });
    const badUrl = await app.inject({ method: 'GET', url: '/api/%zz' });
    const posted = await app.inject({ method: 'POST', url: '/about', payload: {} });
    expect([notFound.statusCode, badUrl.statusCode, posted.statusCode]).toEqual([404, 400, 405]);
    for (const res of [notFound, badUrl, posted]) {
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect(res.body).not.toMatch(/5001|%zz|about|GET|POST|FST_/);
    }
    expect(posted.headers.allow).toBe('GET, HEAD');
  });
});

describe("athena's own texts stay on the server", () => {
  it('drops detailedmessage (it quotes what was sent) and keeps error and the field lists', async () => {
    let upstream;
    ({ app, upstream } = await build());
    upstream.respond = () => ({
      status: 400,
      body: {
        detailedmessage: 'Expecting format date, but value is 13/45/1980',
        error: 'The data provided is invalid.',
        invalidfields: ['dob'],
      },
    });
    const res = await app.inject(proxy('/patients/enhancedbestmatch?firstname=A&lastname=B&dob=13/45/1980'));
    expect(res.json()).toEqual({ error: 'The data provided is invalid.', invalidfields: ['dob'] });
  });

  it.each([
    [409, { error: 'The patient already has an insurance policy with this insurance package.' }],
    [400, { error: 'Duplicate insurance package 15310 for this patient.' }],
  ])('turns a duplicate policy (%i) into the tolerated 409 without naming the package', async (status, body) => {
    let upstream;
    ({ app, upstream } = await build());
    upstream.respond = () => ({ status, body });
    const res = await app.inject(proxy('/patients/5001/insurances', 'POST', 'insurancepackageid=15310', boundTo('5001')));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Patient already has insurance' });
  });

  it('passes paging links without the practice id', async () => {
    let upstream;
    ({ app, upstream } = await build());
    upstream.respond = () => ({
      status: 200,
      body: { departments: [], totalcount: 300, next: '/v1/195900/departments?limit=200&offset=200' },
    });
    const res = await app.inject(proxy('/departments?limit=200'));
    expect(res.json()).toEqual({ departments: [], totalcount: 300, next: '/departments?limit=200&offset=200' });
    expect(res.body).not.toContain('195900');
  });
});

describe('logs trace abuse and upstream failures without patient data', () => {
  it('writes one warn line per upstream failure with its kind, and the client hash on each request line', async () => {
    const lines: Record<string, unknown>[] = [];
    let upstream;
    ({ app, upstream } = await build({
      upstreamTimeoutMs: 50,
      log: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    }));
    const answers: Record<string, () => unknown> = {
      '/departments': () => ({ status: 503, body: {} }),
      '/providers': () => ({ status: 429, body: {} }),
      '/appointmenttypes': () => new Promise(() => {}),
      '/patientappointmentreasons/newpatient': () => {
        throw new SchedulerError('NETWORK', 'refused');
      },
      '/patientappointmentreasons/existingpatient': () => ({ status: 401, body: undefined }),
    };
    upstream.respond = (r: { path: string }) => answers[r.path.split('?')[0]!]!() as never;
    for (const path of Object.keys(answers)) await app.inject({ ...proxy(path), remoteAddress: '203.0.113.9' });
    const failures = lines.filter((l) => l.msg === 'upstream failure').map((l) => l.upstreamFailure);
    expect(failures.sort()).toEqual(['5xx', 'network', 'throttled', 'timeout', 'token']);
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(5);
    expect(new Set(requests.map((l) => l.client)).size).toBe(1);
    expect(JSON.stringify(lines)).not.toContain('203.0.113.9');
  });
});
