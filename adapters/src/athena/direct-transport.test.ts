import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DirectTransport } from './direct-transport';
import { tokenAnswer, tokenThrottled } from '../test-support/athena-wire';

const BASE = 'https://athena.test';
const TOKEN_BODY = { ...tokenAnswer, access_token: 'tok-1' };

function transport(overrides: Partial<ConstructorParameters<typeof DirectTransport>[0]> = {}) {
  return new DirectTransport({ baseUrl: `${BASE}/`, practiceId: '195900', clientId: 'client', clientSecret: 'secret', ...overrides });
}

function tokenEndpoint(body: object = TOKEN_BODY) {
  return nock(BASE)
    .post('/oauth2/v1/token', 'grant_type=client_credentials&scope=athena/service/Athenanet.MDP.*')
    .basicAuth({ user: 'client', pass: 'secret' })
    .reply(200, body);
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
});

describe('DirectTransport', () => {
  it('calls /v1/{practiceid}{path} with a bearer token and a request id', async () => {
    tokenEndpoint();
    const api = nock(BASE)
      .get('/v1/195900/departments?limit=200')
      .matchHeader('authorization', 'Bearer tok-1')
      .matchHeader('x-request-id', /^[0-9a-f-]{36}$/)
      .reply(200, { departments: [], totalcount: 0 });

    const answer = await transport().request({ method: 'GET', path: '/departments?limit=200' });

    expect(answer).toEqual({ status: 200, body: { departments: [], totalcount: 0 } });
    expect(api.isDone()).toBe(true);
  });

  it('sends POST and PUT fields form-encoded', async () => {
    tokenEndpoint();
    const api = nock(BASE)
      .put('/v1/195900/appointments/2204083', 'patientid=5309&bookingnote=Back+pain+%26+fever')
      .matchHeader('content-type', 'application/x-www-form-urlencoded')
      .reply(200, [{ appointmentid: '2204083' }]);

    const answer = await transport().request({
      method: 'PUT',
      path: '/appointments/2204083',
      form: { patientid: '5309', bookingnote: 'Back pain & fever' },
    });

    expect(answer.status).toBe(200);
    expect(api.isDone()).toBe(true);
  });

  it('reuses the cached token across calls until shortly before it expires', async () => {
    let now = Date.UTC(2025, 11, 1, 17, 30); // Mon Dec 1, 9:30 PT
    const direct = transport({ now: () => now, tokenRefreshMarginMs: 60_000 });
    tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').times(2).matchHeader('authorization', 'Bearer tok-1').reply(200, {});
    await direct.request({ method: 'GET', path: '/ping' });
    now += 58 * 60_000; // 58 minutes later: still two minutes before expiry
    await direct.request({ method: 'GET', path: '/ping' });

    now += 60_000; // 59 minutes: inside the one-minute margin, so a new token is fetched
    tokenEndpoint({ ...TOKEN_BODY, access_token: 'tok-2' });
    const api = nock(BASE).get('/v1/195900/ping').matchHeader('authorization', 'Bearer tok-2').reply(200, {});
    await direct.request({ method: 'GET', path: '/ping' });

    expect(api.isDone()).toBe(true);
  });

  it('shares one token request between concurrent callers', async () => {
    const token = tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').times(3).reply(200, {});
    const direct = transport();

    await Promise.all([1, 2, 3].map(() => direct.request({ method: 'GET', path: '/ping' })));

    expect(token.isDone()).toBe(true);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('on a 401 fetches a new token and retries exactly once', async () => {
    tokenEndpoint();
    tokenEndpoint({ ...TOKEN_BODY, access_token: 'tok-2' });
    nock(BASE).get('/v1/195900/ping').matchHeader('authorization', 'Bearer tok-1').reply(401, 'Developer Inactive');
    nock(BASE).get('/v1/195900/ping').matchHeader('authorization', 'Bearer tok-2').reply(200, { ok: true });

    const answer = await transport().request({ method: 'GET', path: '/ping' });

    expect(answer).toEqual({ status: 200, body: { ok: true } });
  });

  it('returns the second 401 instead of retrying again', async () => {
    tokenEndpoint();
    tokenEndpoint({ ...TOKEN_BODY, access_token: 'tok-2' });
    nock(BASE).get('/v1/195900/ping').times(2).reply(401);

    const answer = await transport().request({ method: 'GET', path: '/ping' });

    expect(answer).toEqual({ status: 401, body: undefined });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("repeats a booking after a 401 only when athena's gateway refused the token before processing it", async () => {
    tokenEndpoint();
    tokenEndpoint({ ...TOKEN_BODY, access_token: 'tok-2' });
    nock(BASE).put('/v1/195900/appointments/1101').matchHeader('authorization', 'Bearer tok-1').reply(401, 'Unauthorized');
    nock(BASE)
      .put('/v1/195900/appointments/1101')
      .matchHeader('authorization', 'Bearer tok-2')
      .reply(200, [{ appointmentid: '1101' }]);

    const answer = await transport().request({ method: 'PUT', path: '/appointments/1101', form: { patientid: '5001' } });

    expect(answer.status).toBe(200);
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('never repeats a booking whose 401 came from behind the gateway, where it may have been done', async () => {
    tokenEndpoint();
    let bookings = 0;
    nock(BASE)
      .put('/v1/195900/appointments/1101')
      .times(2)
      .reply(() => {
        bookings += 1;
        return [401, { error: 'The session expired while saving.' }];
      });

    const answer = await transport().request({ method: 'PUT', path: '/appointments/1101', form: { patientid: '5001' } });

    expect(answer.status).toBe(401);
    expect(bookings).toBe(1);
    nock.cleanAll();
  });

  it('ends a call when its signal aborts, as a TIMEOUT', async () => {
    tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').delay(60_000).reply(200, {});
    const deadline = new AbortController();
    const call = transport().request({ method: 'GET', path: '/ping', signal: deadline.signal });
    deadline.abort();
    await expect(call).rejects.toMatchObject({ code: 'TIMEOUT' });
    nock.cleanAll();
  });

  it('parses error bodies that start with blank lines and returns every status', async () => {
    tokenEndpoint();
    nock(BASE)
      .put('/v1/195900/appointments/1')
      .reply(409, '\n\n{"error":"That appointment time was already booked or not available for booking."}');

    const answer = await transport().request({ method: 'PUT', path: '/appointments/1', form: {} });

    expect(answer).toEqual({ status: 409, body: { error: 'That appointment time was already booked or not available for booking.' } });
  });

  it('gives an undefined body for a non-JSON gateway answer', async () => {
    tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').reply(503, '<h1>Service Unavailable</h1>');

    expect(await transport().request({ method: 'GET', path: '/ping' })).toEqual({ status: 503, body: undefined });
  });

  it('throws TIMEOUT when athena does not answer in time', async () => {
    tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').delay(500).reply(200, {});

    await expect(transport({ timeoutMs: 50 }).request({ method: 'GET', path: '/ping' })).rejects.toMatchObject({
      name: 'SchedulerError',
      code: 'TIMEOUT',
    });
  });

  it('throws NETWORK when athena cannot be reached', async () => {
    tokenEndpoint();
    nock(BASE).get('/v1/195900/ping').replyWithError({ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' });

    await expect(transport().request({ method: 'GET', path: '/ping' })).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('names a token endpoint that answers 404 (a wrong ATHENA_BASE_URL path) an upstream failure, not an unknown id', async () => {
    nock(BASE).post('/oauth2/v1/token').reply(404, 'Not Found');

    await expect(transport().request({ method: 'GET', path: '/ping' })).rejects.toMatchObject({
      code: 'UPSTREAM',
      status: 404,
      message: 'The scheduling service refused the access token request (HTTP 404).',
    });
  });

  it('answers 429 with the wait when the token limit blocks for longer than the retry budget', async () => {
    nock(BASE).post('/oauth2/v1/token').reply(tokenThrottled.status, tokenThrottled.body, tokenThrottled.headers);
    const halfPast = Date.UTC(2025, 11, 1, 17, 30, 30); // athena blocks for the rest of the minute: 30 s

    // The call's own answer is that 429, with the reason, so the proxy relays it rather than reporting an outage.
    expect(await transport({ now: () => halfPast }).request({ method: 'GET', path: '/ping' })).toEqual({
      status: 429,
      body: { error: "athena's access token limit is reached (5 new tokens a minute); try again in 30 s." },
    });
  });
});
