import nock from 'nock';
import { SCHEDULER_DEADLINES } from '@clinic/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './http-exchange';
import { ProxyTransport } from './proxy-transport';

const SITE = 'http://clinic.test';
const endpoint = `${SITE}/api/athena-proxy`;

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
});

describe('ProxyTransport', () => {
  it('POSTs a GET call as { url, method } with the query string kept in the url', async () => {
    const proxy = nock(SITE)
      .post('/api/athena-proxy', { url: '/appointments/open?departmentid=1&providerid=2', method: 'GET' })
      .matchHeader('content-type', 'application/json')
      .reply(200, { appointments: [], totalcount: 0 });

    const answer = await new ProxyTransport({ endpoint }).request({
      method: 'GET',
      path: '/appointments/open?departmentid=1&providerid=2',
    });

    expect(answer).toEqual({ status: 200, body: { appointments: [], totalcount: 0 } });
    expect(proxy.isDone()).toBe(true);
  });

  it('sends POST and PUT fields as a form-encoded data string', async () => {
    const proxy = nock(SITE)
      .post('/api/athena-proxy', {
        url: '/appointments/2204083',
        method: 'PUT',
        data: 'patientid=5309&appointmenttypeid=82&bookingnote=Cough+%26+cold',
      })
      .reply(200, [{ appointmentid: '2204083' }]);

    await new ProxyTransport({ endpoint }).request({
      method: 'PUT',
      path: '/appointments/2204083',
      form: { patientid: '5309', appointmenttypeid: '82', bookingnote: 'Cough & cold' },
    });

    expect(proxy.isDone()).toBe(true);
  });

  it('passes the Idempotency-Key header through to the proxy', async () => {
    const proxy = nock(SITE).post('/api/athena-proxy').matchHeader('idempotency-key', 'key-123').reply(200, []);

    await new ProxyTransport({ endpoint }).request({
      method: 'PUT',
      path: '/appointments/1',
      form: {},
      headers: { 'Idempotency-Key': 'key-123' },
    });

    expect(proxy.isDone()).toBe(true);
  });

  it('sends back the patient binding the proxy handed out, keeping the latest one', async () => {
    const transport = new ProxyTransport({ endpoint });
    nock(SITE)
      .post('/api/athena-proxy')
      .reply(200, [{ patientid: '5309' }], { 'booking-session': 'token-1' });
    nock(SITE).post('/api/athena-proxy').matchHeader('booking-session', 'token-1').reply(200, [], { 'booking-session': 'token-2' });
    const insured = nock(SITE).post('/api/athena-proxy').matchHeader('booking-session', 'token-2').reply(200, []);
    const booked = nock(SITE).post('/api/athena-proxy').matchHeader('booking-session', 'token-2').reply(200, []);

    await transport.request({ method: 'POST', path: '/patients', form: {} });
    await transport.request({ method: 'GET', path: '/patients/enhancedbestmatch?firstname=A' });
    await transport.request({ method: 'POST', path: '/patients/5309/insurances', form: {} });
    await transport.request({ method: 'PUT', path: '/appointments/1', form: {} });

    expect([insured.isDone(), booked.isDone()]).toEqual([true, true]);
  });

  it("returns athena's error status and body as the proxy relays them", async () => {
    nock(SITE)
      .post('/api/athena-proxy')
      .reply(409, '\n\n{"error":"That appointment time was already booked or not available for booking."}');

    const answer = await new ProxyTransport({ endpoint }).request({ method: 'PUT', path: '/appointments/1', form: {} });

    expect(answer).toEqual({ status: 409, body: { error: 'That appointment time was already booked or not available for booking.' } });
  });

  it('throws NETWORK when the proxy cannot be reached', async () => {
    nock(SITE).post('/api/athena-proxy').replyWithError('socket hang up');

    await expect(new ProxyTransport({ endpoint }).request({ method: 'GET', path: '/departments' })).rejects.toMatchObject({
      code: 'NETWORK',
    });
  });
});

// Issue 19 item 1: the browser gave up at 15 s while the server still booked.
describe('ProxyTransport deadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits longer than the server's own deadline on athena before giving up", async () => {
    vi.useFakeTimers();
    let aborted = false;
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const answer = new ProxyTransport({ endpoint, fetch: hanging }).request({ method: 'PUT', path: '/appointments/1', form: {} });
    const settled = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCHEDULER_DEADLINES.serverUpstreamMs + 5_000);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(SCHEDULER_DEADLINES.browserMs - SCHEDULER_DEADLINES.serverUpstreamMs - 5_000);
    expect(await settled).toMatchObject({ code: 'TIMEOUT' });
    expect(SCHEDULER_DEADLINES.browserMs).toBeGreaterThan(SCHEDULER_DEADLINES.serverUpstreamMs);
  });
});
