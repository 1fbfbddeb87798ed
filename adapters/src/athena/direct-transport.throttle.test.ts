import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DirectTransport, type DirectTransportConfig } from './direct-transport';
import type { HttpClient, HttpExchange } from './http-exchange';
import { retryAfterMs } from './athena-throttle';
import { defaultMaxRps } from './athena-limiter';
import { AthenaScheduler } from './athena-scheduler';
import { FixedClock } from '@clinic/core/test-support';
import { MON_DEC_1_0930_PT } from '../test-support/athena-nock';
import { noContext, overQps, throttled as throttledAnswer, tokenAnswer } from '../test-support/athena-wire';

const BASE = 'https://athena.test';
const TOKEN_BODY = { ...tokenAnswer, access_token: 'tok-1' };
const OVER_QPS_PAGE = overQps.body;

/** A transport whose waits are recorded instead of slept, so no test spends real time. */
function throttled(overrides: Partial<DirectTransportConfig> = {}) {
  const waits: number[] = [];
  const direct = new DirectTransport({
    baseUrl: BASE,
    practiceId: '195900',
    clientId: 'client',
    clientSecret: 'secret',
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { direct, waits };
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  vi.useRealTimers();
});

function token() {
  nock(BASE).post('/oauth2/v1/token').reply(200, TOKEN_BODY);
}

describe('DirectTransport under athena throttling', () => {
  it('waits for Retry-After on a 429 and tries a read again', async () => {
    token();
    nock(BASE).get('/v1/195900/departments').reply(throttledAnswer.status, throttledAnswer.body, throttledAnswer.headers);
    nock(BASE).get('/v1/195900/departments').reply(200, { departments: [], totalcount: 0 });
    const { direct, waits } = throttled();

    const answer = await direct.request({ method: 'GET', path: '/departments' });

    expect(answer).toMatchObject({ status: 200, body: { departments: [] } });
    expect(waits).toEqual([2000]);
  });

  it.each([
    ['the gateway code X-Mashery-Error-Code', overQps.headers, ''],
    ['the HTML page "Developer Over Qps"', { 'Retry-After': '1' }, OVER_QPS_PAGE],
  ])('takes a 403 with %s for throttling, not for a refusal', async (_what, headers, body) => {
    token();
    nock(BASE).get('/v1/195900/providers').reply(403, body, headers);
    nock(BASE).get('/v1/195900/providers').reply(200, { providers: [], totalcount: 0 });
    const { direct, waits } = throttled();

    expect((await direct.request({ method: 'GET', path: '/providers' })).status).toBe(200);
    expect(waits).toEqual([1000]);
  });

  it("never retries a 403 that refuses access, and keeps athena's answer", async () => {
    token();
    const refusal = nock(BASE).get('/v1/195900/departments').reply(noContext.status, noContext.body);
    const { direct, waits } = throttled();

    const answer = await direct.request({ method: 'GET', path: '/departments' });

    expect(answer).toEqual({ status: 403, body: { error: 'You do not have access to this context' } });
    expect(waits).toEqual([]);
    expect(refusal.isDone()).toBe(true);
  });

  it('gives up after the retry budget with a 429 that says what happened and keeps Retry-After', async () => {
    token();
    const calls = nock(BASE).get('/v1/195900/departments').times(5).reply(403, OVER_QPS_PAGE, { 'Retry-After': '1' });
    const { direct, waits } = throttled({ retry: { maxRetries: 4, maxWaitMs: 10_000 } });

    const answer = await direct.request({ method: 'GET', path: '/departments' });

    expect(answer).toEqual({
      status: 429,
      body: { error: 'athena is limiting how fast we may call it (rate limit reached); try again in 1 s.' },
      headers: { 'retry-after': '1' },
    });
    expect(waits).toEqual([1000, 1000, 1000, 1000]);
    expect(calls.isDone()).toBe(true);
  });

  it('does not wait when Retry-After is longer than the whole budget', async () => {
    token();
    nock(BASE).get('/v1/195900/departments').reply(429, '', { 'Retry-After': '30' });
    const { direct, waits } = throttled({ retry: { maxWaitMs: 6_000 } });

    const answer = await direct.request({ method: 'GET', path: '/departments' });

    expect(answer.status).toBe(429);
    expect(waits).toEqual([]);
  });

  it('backs off 250 ms, then 500 ms, when athena sends no Retry-After', async () => {
    token();
    nock(BASE).get('/v1/195900/ping').times(2).reply(429, '');
    nock(BASE).get('/v1/195900/ping').reply(200, {});
    let retries = 0;
    const { direct, waits } = throttled({ onThrottledRetry: () => (retries += 1) });

    expect((await direct.request({ method: 'GET', path: '/ping' })).status).toBe(200);
    expect(waits).toEqual([250, 500]);
    // Each retry is reported, so the server's metrics can count throttling.
    expect(retries).toBe(2);
  });

  it("never retries a booking: one PUT, and the patient gets RATE_LIMITED with athena's reason", async () => {
    token();
    const booking = nock(BASE).put('/v1/195900/appointments/2204083').reply(429, '', { 'Retry-After': '1' });
    const { direct, waits } = throttled();
    const scheduler = new AthenaScheduler(direct, { clock: new FixedClock(MON_DEC_1_0930_PT) });

    await expect(scheduler.bookAppointment({ appointmentid: '2204083', patientid: '5309', appointmenttypeid: '82' })).rejects.toMatchObject(
      {
        code: 'RATE_LIMITED',
        status: 429,
        message: 'Failed to book appointment: athena is limiting how fast we may call it (rate limit reached); try again in 1 s.',
      },
    );
    expect(waits).toEqual([]);
    expect(booking.isDone()).toBe(true);
  });
});

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, never negative', () => {
    const now = Date.UTC(2025, 11, 1, 17, 30, 0);
    expect(retryAfterMs({ 'retry-after': '3' }, now)).toBe(3000);
    expect(retryAfterMs({ 'retry-after': 'Mon, 01 Dec 2025 17:30:05 GMT' }, now)).toBe(5000);
    expect(retryAfterMs({ 'retry-after': 'Mon, 01 Dec 2025 17:29:00 GMT' }, now)).toBe(0);
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe('the per-practice limiter', () => {
  it("defaults to 100 calls a second on athena's production host and to preview's 5 anywhere else", () => {
    expect(defaultMaxRps('https://api.platform.athenahealth.com')).toBe(100);
    expect(defaultMaxRps('https://api.preview.platform.athenahealth.com')).toBe(5);
    expect(defaultMaxRps('http://127.0.0.1:3001')).toBe(5);
  });

  /** An HttpClient that answers at once and records when each call started. */
  function recordingClient(started: number[]): HttpClient {
    return async (exchange: HttpExchange) => {
      if (exchange.url.endsWith('/oauth2/v1/token')) return { status: 200, text: JSON.stringify(TOKEN_BODY) };
      started.push(Date.now());
      return { status: 200, text: '{}' };
    };
  }

  it('starts no more than ATHENA_MAX_RPS calls in any rolling second, however many are asked for at once', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 11, 1, 17, 30) });
    const started: number[] = [];
    const direct = new DirectTransport({
      baseUrl: BASE,
      practiceId: 'limited-2',
      clientId: 'c',
      clientSecret: 's',
      maxRps: 2,
      http: recordingClient(started),
    });

    const all = Promise.all(Array.from({ length: 5 }, () => direct.request({ method: 'GET', path: '/ping' })));
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(started).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1000);
    await all;
    expect(started).toHaveLength(5);
  });

  it('shares one budget between two transports of the same practice', async () => {
    vi.useFakeTimers({ now: Date.UTC(2025, 11, 1, 17, 30) });
    const started: number[] = [];
    const config = { baseUrl: BASE, practiceId: 'shared-3', clientId: 'c', clientSecret: 's', maxRps: 3, http: recordingClient(started) };
    const [a, b] = [new DirectTransport(config), new DirectTransport(config)];

    void Promise.all([1, 2, 3].flatMap(() => [a.request({ method: 'GET', path: '/ping' }), b.request({ method: 'GET', path: '/ping' })]));
    await vi.advanceTimersByTimeAsync(0);

    expect(started).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(started).toHaveLength(6);
  });
});
