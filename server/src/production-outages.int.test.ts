// Issue #36's "done when", run as a hospital's IT would: the production entry (server/src/main.ts) against a
// throwaway PostgreSQL, Redis and SMTP server and the fake athena, each dependency stopped in turn during bookings.
// Every booked patient gets exactly one confirmation once the dependency is back (also across a SIGTERM), /readyz
// names each failure, patients get the answer meant for it, and the entry writes only JSON lines that name nobody.
import { addClinicDays, clinicDateOf, formatUsDate } from '@clinic/core';
import { openSlot } from '@clinic/core/test-support';
import { listMailQueue, openDatabase } from '@clinic/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@clinic/database/test-support';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { createTinyFixtureStore, tinyPractice } from '@clinic/fake-athena/test-support';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_MESSAGE } from './routes/athena-proxy/athena-answer-filter';
import { SHARED_STATE_DOWN } from './routes/athena-proxy/browser-replies';
import { startAthenaRelay } from './test-support/athena-relay';
import { startCapturingSmtp, type CapturingSmtp } from './test-support/capturing-smtp';
import { eventually, startProductionEntry, type ProductionEntry } from './test-support/production-entry';
import { startRedisServer } from './test-support/redis-server';

const OFFICE_PHONE = '(818) 555-0142';
// athena's freshness window (athena-reachability.ts): /readyz names an outage within it; Redis and the database at once.
const CHECK_INTERVAL_MS = 15_000;

/** The patients who book, each from an address of their own (the booking caps count per address). */
const PATIENTS = [
  'Odalys Brightwater',
  'Teodor Vance',
  'Maribel Okonkwo',
  'Soren Castellanos',
  'Imani Thackeray',
  'Lucian Ferreira',
  'Priya Haldane',
].map((name, i) => {
  const [firstname, lastname] = name.split(' ') as [string, string];
  return {
    firstname,
    lastname,
    dob: `0${1 + i}/1${i}/196${i}`,
    mobilephone: `81855503${10 + i}`,
    email: `${firstname}.${lastname}@example.org`.toLowerCase(),
    address: `203.0.113.${10 + i}`,
  };
});
type TestPatient = (typeof PATIENTS)[number];

// Slots from the day after tomorrow on, in the clinic's time: the server's clock is the real one.
const today = clinicDateOf(new Date());
const practice = tinyPractice();
practice.today = today;
practice.slots = PATIENTS.map((_, i) =>
  openSlot(`${2101 + i}`, formatUsDate(addClinicDays(today, 2 + i)), '09:00', '21', {
    providerid: '2',
    appointmenttype: 'NEW PATIENT 30',
    reasonid: ['1001'],
  }),
);

let postgres: ThrowawayPostgres;
let redis: Awaited<ReturnType<typeof startRedisServer>>;
let smtp: CapturingSmtp;
let athena: RunningFakeAthena;
let relay: Awaited<ReturnType<typeof startAthenaRelay>>;
let webDist: string;
let entry: ProductionEntry;
const entries: ProductionEntry[] = [];
const booked: TestPatient[] = [];

const environment = () => ({
  ATHENA_BASE_URL: relay.url,
  ATHENA_PRACTICE_ID: FAKE_ATHENA_CREDENTIALS.practiceId,
  ATHENA_CLIENT_ID: FAKE_ATHENA_CREDENTIALS.clientId,
  ATHENA_CLIENT_SECRET: FAKE_ATHENA_CREDENTIALS.clientSecret,
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  SESSION_SECRET: 'a-fixed-session-secret-of-32-chars!',
  WAITLIST_KEY: 'a-fixed-waitlist-key-of-32-chars!!',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'appointments@example.org',
  SITE_URL: 'http://localhost',
  WEB_DIST: webDist,
  // Behind the hospital's balancer: each patient's own address is what the per-address caps count.
  TRUST_PROXY: '1',
  // A refused confirmation is tried again after 1 s instead of 15: the SMTP and SIGTERM tests wait for that retry.
  MAIL_FIRST_RETRY: '1',
});

async function startEntry(): Promise<ProductionEntry> {
  entry = await startProductionEntry(environment());
  entries.push(entry);
  return entry;
}

beforeAll(async () => {
  [postgres, redis, smtp, athena] = await Promise.all([
    startThrowawayPostgres(),
    startRedisServer(),
    startCapturingSmtp(),
    startFakeAthena({ host: '127.0.0.1', port: 0, store: createTinyFixtureStore(practice) }),
  ]);
  relay = await startAthenaRelay(athena.url);
  webDist = mkdtempSync(join(tmpdir(), 'clinic-outages-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Home</title>');
  await startEntry();
}, 60_000);
afterAll(async () => {
  await Promise.all(entries.map((e) => e.stop('SIGKILL')));
  await Promise.all([postgres?.stop(), redis?.close(), smtp?.stop(), relay?.stop(), athena?.close()]);
  rmSync(webDist, { recursive: true, force: true });
}, 60_000);

/** One call through the booking proxy, as the browser's ProxyTransport makes it, from the patient's address. */
function proxyCall(patient: TestPatient, url: string, method: 'GET' | 'POST' | 'PUT', data?: string, headers: Record<string, string> = {}) {
  return fetch(`${entry.url}/api/athena-proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': patient.address, ...headers },
    body: JSON.stringify({ url, method, ...(data === undefined ? {} : { data }) }),
  });
}

/** A new patient's registration, as the dialog sends it; resolves with their id and the browser's booking session. */
async function register(patient: TestPatient): Promise<{ patientid: string; session: Record<string, string> }> {
  const { firstname, lastname, dob, mobilephone, email } = patient;
  const data = new URLSearchParams({ firstname, lastname, dob, mobilephone, email, departmentid: '1' }).toString();
  const res = await proxyCall(patient, '/patients', 'POST', data);
  expect(res.status).toBe(200);
  const [{ patientid }] = (await res.json()) as [{ patientid: string }];
  return { patientid, session: { 'booking-session': String(res.headers.get('booking-session')) } };
}

let nextSlot = 0;
/** A registered patient's booking of the next free slot; the same `key` when the patient presses "Book" again. */
function bookingOf(patient: TestPatient, registered: { patientid: string; session: Record<string, string> }) {
  const slot = practice.slots[nextSlot++]!;
  const key = `outage-booking-${slot.appointmentid}`;
  return () =>
    proxyCall(patient, `/appointments/${slot.appointmentid}`, 'PUT', `patientid=${registered.patientid}&appointmenttypeid=21`, {
      ...registered.session,
      'idempotency-key': key,
    });
}

async function bookNow(patient: TestPatient): Promise<void> {
  const res = await bookingOf(patient, await register(patient))();
  expect(res.status).toBe(200);
  booked.push(patient);
}

const readiness = async () => {
  const res = await fetch(`${entry.url}/readyz`);
  return (await res.json()) as { status: string; checks: Record<string, string> };
};
const names = (dependency: string) => async () => (await readiness()).checks[dependency] === 'unavailable';
const ready = async () => (await readiness()).status === 'ready';

describe('the production entry through each dependency stopping in turn', () => {
  it('PostgreSQL stopped: bookings go on, /readyz names the database, every booked patient gets one confirmation once it is back', async () => {
    await postgres.pause();
    await eventually('/readyz names the database', names('database'), CHECK_INTERVAL_MS);
    for (const patient of PATIENTS.slice(0, 2)) await bookNow(patient);
    await entry.line(
      'mail held in memory, naming the database',
      (l) => l.includes('mail held in memory') && l.includes('"dependency":"database"'),
    );
    expect(smtp.recipients).toEqual([]);

    await postgres.resume();
    await smtp.received(2);
    await eventually('/readyz is ready again', ready, CHECK_INTERVAL_MS);
  }, 60_000);

  it(`Redis stopped: a booking answers 503 BOOKING_UNAVAILABLE with ${OFFICE_PHONE}, /readyz names redis, and the retry books once it is back`, async () => {
    const patient = PATIENTS[2]!;
    const book = bookingOf(patient, await register(patient));
    await redis.stop();
    await eventually('/readyz names redis', names('redis'), CHECK_INTERVAL_MS);
    const refused = await book();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: SHARED_STATE_DOWN.code, error: expect.stringContaining(OFFICE_PHONE) });

    await redis.start();
    await eventually('/readyz is ready again', ready, CHECK_INTERVAL_MS);
    expect((await book()).status).toBe(200);
    booked.push(patient);
    await smtp.received(3);
  }, 60_000);

  it('SMTP stopped: bookings go on, and their confirmations arrive once it is back', async () => {
    await smtp.stop();
    for (const patient of PATIENTS.slice(3, 5)) await bookNow(patient);
    // The worker tried and says which service failed, with the socket's code (#36.5).
    await entry.line(
      'mail delivery failed, naming smtp and ECONNREFUSED',
      (l) => l.includes('mail delivery failed') && l.includes('"dependency":"smtp"') && l.includes('"code":"ECONNREFUSED"'),
    );
    await smtp.start();
    await smtp.received(5);
  }, 60_000);

  it('athena stopped: /readyz names athena within its interval, a booking is a 502 to retry (not 202), and the retry books once it is back', async () => {
    const patient = PATIENTS[5]!;
    const book = bookingOf(patient, await register(patient));
    await relay.stop();
    const refused = await book();
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ error: UPSTREAM_MESSAGE.network });
    await eventually('/readyz names athena', names('athena'), CHECK_INTERVAL_MS);

    // The patient presses "Book" again once athena is back; athena answering them is what /readyz goes by.
    await relay.start();
    expect((await book()).status).toBe(200);
    booked.push(patient);
    await eventually('/readyz is ready again', ready, CHECK_INTERVAL_MS);
    await smtp.received(6);
  }, 60_000);

  it('SIGTERM during a booking with SMTP down: after a restart on the same database the confirmation arrives once', async () => {
    const patient = PATIENTS[6]!;
    const book = bookingOf(patient, await register(patient));
    await smtp.stop();
    const held = relay.holdNextBooking();
    const answered = book();
    await held.arrived;
    entry.signal('SIGTERM');
    await entry.line('server.stopping', (l) => l.includes('"server.stopping"'));
    held.release();
    expect((await answered).status).toBe(200);
    booked.push(patient);
    expect(await entry.exited).toBe(0);

    await startEntry();
    await smtp.start();
    await smtp.received(7);
    expect(await entry.stop()).toBe(0);
  }, 60_000);

  it('sent every booked patient exactly one confirmation, left nothing queued, and wrote only JSON lines naming nobody', async () => {
    expect([...smtp.recipients].sort()).toEqual(booked.map((p) => p.email).sort());
    const open = await openDatabase({ databaseUrl: postgres.url, dataDir: webDist });
    try {
      expect(await listMailQueue(open.db, { failedOnly: false })).toEqual([]);
    } finally {
      await open.close();
    }
    const lines = entries.flatMap((e) => e.lines);
    const notJson = lines.filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const identifying = PATIENTS.flatMap((p) => [p.firstname, p.lastname, p.email, p.dob, p.mobilephone, encodeURIComponent(p.dob)]);
    expect(lines.filter((line) => identifying.some((value) => line.toLowerCase().includes(value.toLowerCase())))).toEqual([]);
  });
});
