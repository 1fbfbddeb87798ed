import { addClinicDays, formatUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, build, buildStack, proxy } from '../test-support/build-app';

const TODAY = { year: 2025, month: 12, day: 1 };
const TOKEN = 'metrics-token-for-tests-0123';
const P = PERSONAS.withInsurance;

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('GET /metrics', () => {
  it('counts a booking, its replay and a refusal by route and operation, with none of the patient identifiers', async () => {
    const stack = await buildStack({
      store: createFixtureStore({ today: TODAY }),
      app: { metrics: { token: TOKEN }, rateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    close = stack.close;
    const slot = stack.store.openSlots({
      departmentId: '1',
      startDate: formatUsDate(TODAY),
      endDate: formatUsDate(addClinicDays(TODAY, 14)),
    })[0]!;
    const book = proxy(
      `/appointments/${slot.appointmentid}`,
      'PUT',
      `patientid=${P.patientid}&appointmenttypeid=${slot.appointmenttypeid}`,
      {
        ...boundTo(P.patientid),
        'idempotency-key': 'metrics-key-0001',
      },
    );
    expect((await stack.app.inject(book)).statusCode).toBe(200);
    expect((await stack.app.inject(book)).headers['idempotent-replayed']).toBe('true');
    expect((await stack.app.inject(book)).statusCode).toBe(429);

    const res = await stack.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/clinic_proxy_operations_total\{operation="book",athena_status="200"\} [1-9]/);
    expect(res.body).toMatch(/clinic_idempotent_replays_total [1-9]/);
    expect(res.body).toMatch(/clinic_rate_limit_refusals_total\{operation="book",code="RATE_LIMITED"\} [1-9]/);
    expect(res.body).toMatch(/clinic_http_requests_total\{method="POST",route="\/api\/athena-proxy",status="200"\} [1-9]/);
    expect(res.body).toMatch(/clinic_athena_request_duration_seconds_count\{operation="book"\} [1-9]/);
    // Names, labels and help texts, without the sample values: a duration sum such as 0.0150013 may hold "5001".
    const exposed = res.body
      .split('\n')
      .map((line) => (line.startsWith('#') ? line : line.replace(/ \S+$/, '')))
      .join('\n');
    for (const identifier of [
      P.patientid,
      P.firstname,
      P.lastname,
      P.dob,
      P.mobilephone,
      P.email,
      slot.appointmentid,
      'metrics-key-0001',
    ]) {
      expect(exposed).not.toContain(identifier);
    }
  });

  it('asks for the token, and is off when no token is configured', async () => {
    const guarded = await build({ metrics: { token: TOKEN } });
    const off = await build();
    close = async () => {
      await guarded.app.close();
      await off.app.close();
    };
    expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await guarded.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-of-same-len' } }))
        .statusCode,
    ).toBe(401);
    expect((await off.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});
