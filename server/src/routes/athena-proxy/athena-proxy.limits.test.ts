import { OFFICE_PHONE, addClinicDays, formatUsDate } from '@clinic/core';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { boundTo, build, buildStack, proxy } from '../../test-support/build-app';
import { MemoryLimitStore } from './limit-store';
import { LIMIT_REFUSAL } from './proxy-limits';

// Distinct names for distinct patients, without digits: a name holds only letters (core isPersonName).
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const from = (remoteAddress: string, request: InjectOptions): InjectOptions => ({ ...request, remoteAddress });
const book = (slot: string, patientid: string, type = '21') =>
  proxy(`/appointments/${slot}`, 'PUT', `patientid=${patientid}&appointmenttypeid=${type}`, boundTo(patientid));
const statuses = async (app: FastifyInstance, requests: InjectOptions[]) => {
  const out: number[] = [];
  for (const request of requests) out.push((await app.inject(request)).statusCode);
  return out;
};

describe('online booking limits', () => {
  it('lets a patient hold at most 2 upcoming online bookings, whatever addresses the bookings come from', async () => {
    const store = createFixtureStore();
    const stack = await buildStack({ store });
    close = stack.close;
    const { patientid } = PERSONAS.withInsurance;
    const window = { startDate: formatUsDate(addClinicDays(store.today, 1)), endDate: formatUsDate(addClinicDays(store.today, 30)) };
    const slots = store.openSlots({ departmentId: '1', ...window }).slice(0, 4);
    const answers = [];
    for (const [i, slot] of slots.entries())
      answers.push(await stack.app.inject(from(`203.0.113.${i + 1}`, book(slot.appointmentid, patientid, slot.appointmenttypeid))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429, 429]);
    expect(answers[2]!.json()).toEqual({ error: LIMIT_REFUSAL.perPatient.error, code: 'PATIENT_BOOKING_LIMIT' });
    expect(answers[2]!.json().error).toContain(OFFICE_PHONE);
    expect(store.booked({ startDate: window.startDate, endDate: window.endDate }).filter((b) => b.patientid === patientid)).toHaveLength(2);
  });

  it('caps successful bookings per address and hour, with the office phone, while other addresses still book', async () => {
    const { app } = await build({ limits: { bookingsPerHour: { max: 3, windowMs: 3_600_000 } } });
    close = () => app.close();
    const ids = ['6001', '6002', '6003', '6004'];
    expect(
      await statuses(
        app,
        ids.map((id, i) => from('198.51.100.7', book(String(1101 + i), id))),
      ),
    ).toEqual([200, 200, 200, 429]);
    const refused = await app.inject(from('198.51.100.7', book('1200', '6005')));
    expect(refused.json()).toEqual({ error: LIMIT_REFUSAL.bookings.error, code: 'BOOKING_LIMIT' });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await app.inject(from('198.51.100.8', book('1201', '6005')))).statusCode).toBe(200);
  });

  it('caps registrations per address more tightly than searches', async () => {
    const { app } = await build({ limits: { registrationsPerHour: { max: 2, windowMs: 3_600_000 } } });
    close = () => app.close();
    const register = (n: number) =>
      from('198.51.100.9', proxy('/patients', 'POST', `firstname=A${LETTERS[n]}&lastname=B&dob=01/01/1990&departmentid=1`));
    const answers = [];
    for (let n = 0; n < 3; n++) answers.push(await app.inject(register(n)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json()).toEqual({ error: LIMIT_REFUSAL.registrations.error, code: 'REGISTRATION_LIMIT' });
  });

  it('counts an IPv6 /64 as one client, so rotating addresses inside it gains nothing', async () => {
    const { app } = await build({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
    close = () => app.close();
    const search = proxy('/patients/enhancedbestmatch?firstname=A&lastname=B&dob=01/01/1990&mobilephone=8185550100');
    const sameSubnet = ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::9', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff'];
    expect(
      await statuses(
        app,
        sameSubnet.map((ip) => from(ip, search)),
      ),
    ).toEqual([200, 200, 200, 429]);
    expect((await app.inject(from('2001:db8:1:3::1', search))).statusCode).toBe(200);
  });

  it("counts by the address a trusted hop count names (TRUST_PROXY=1), not the balancer's", async () => {
    const { app } = await build({ rateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: 1 });
    close = () => app.close();
    const search = proxy('/patients/enhancedbestmatch?firstname=A&lastname=B&dob=01/01/1990&mobilephone=8185550100');
    const forwarded = (client: string): InjectOptions => ({
      ...from('10.0.0.1', search),
      headers: { ...search.headers, 'x-forwarded-for': client },
    });
    expect(await statuses(app, [forwarded('203.0.113.5'), forwarded('203.0.113.5'), forwarded('198.51.100.7')])).toEqual([200, 429, 200]);
  });

  it('gives reference reads and open-slot searches their own generous limit', async () => {
    const { app } = await build({ limits: { reference: { max: 4, windowMs: 60_000 } } });
    close = () => app.close();
    const reads = [
      '/departments',
      '/providers',
      '/appointmenttypes',
      '/appointments/open?departmentid=1&appointmenttypeid=21',
      '/departments',
    ];
    expect(
      await statuses(
        app,
        reads.map((url) => from('192.0.2.1', proxy(url))),
      ),
    ).toEqual([200, 200, 200, 200, 429]);
    // Patient search has its own count, untouched by the reads.
    expect(
      (await app.inject(from('192.0.2.1', proxy('/patients/enhancedbestmatch?firstname=A&lastname=B&dob=01/01/1990')))).statusCode,
    ).toBe(200);
  });
});

describe('the per-patient limit inside a booking key', () => {
  const keyed = (key: string) =>
    proxy('/appointments/1101', 'PUT', 'patientid=5001&appointmenttypeid=21', { ...boundTo('5001'), 'idempotency-key': key });
  const upcoming = (count: number) => ({
    status: 200,
    body: {
      appointments: Array.from({ length: count }, (_, i) => ({
        appointmentid: String(900 + i),
        appointmentstatus: 'f',
        patientid: '5001',
      })),
    },
  });

  it("reads the patient's appointments once for concurrent repeats of one booking, which all get its answer", async () => {
    // athena answers the booked-list read only once all five requests have been counted against the address's
    // minute (one count each, before the key is looked at), so every repeat arrives while the first is reading.
    const limitStore = new MemoryLimitStore();
    let counts = 0;
    let allArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (allArrived = resolve));
    const add = limitStore.add.bind(limitStore);
    limitStore.add = (key, windowMs) => {
      if (++counts === 5) allArrived();
      return add(key, windowMs);
    };
    const { app, upstream } = await build({ limits: { upcomingPerPatient: 2 }, limitStore });
    close = () => app.close();
    upstream.respond = (r) =>
      r.method === 'PUT' ? { status: 200, body: [{ appointmentid: '1101', appointmentstatus: 'f' }] } : arrived.then(() => upcoming(0));
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject(keyed('repeat-booking-0001'))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(upstream.calls.filter((c) => c.path.startsWith('/appointments/booked?'))).toHaveLength(1);
    expect(upstream.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('refuses a keyed booking over the limit with a Retry-After, and lets the same key book once the patient is under it', async () => {
    const { app, upstream } = await build({ limits: { upcomingPerPatient: 2 } });
    close = () => app.close();
    let held = 2;
    upstream.respond = (r) =>
      r.method === 'PUT' ? { status: 200, body: [{ appointmentid: '1101', appointmentstatus: 'f' }] } : upcoming(held);
    const refused = await app.inject(keyed('capped-booking-0001'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: LIMIT_REFUSAL.perPatient.error, code: 'PATIENT_BOOKING_LIMIT' });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(upstream.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    held = 1; // the patient cancelled one by phone
    expect((await app.inject(keyed('capped-booking-0001'))).statusCode).toBe(200);
  });
});
