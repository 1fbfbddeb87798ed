import { AthenaScheduler, DirectTransport, ProxyTransport } from '@clinic/adapters';
import { addClinicDays, clinicInstant, formatUsDate, guardedScheduler, FUNNEL_PATH, type SchedulerPort } from '@clinic/core';
import { FixedClock } from '@clinic/core/test-support';
import { openDatabase, PostgresUsageCounters, type OpenDatabase } from '@clinic/database';
import { FAKE_ATHENA_CREDENTIALS, startFakeAthena, type RunningFakeAthena } from '@clinic/fake-athena';
import { PERSONAS, createFixtureStore } from '@clinic/fixtures';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
// The server as production builds it (its app factory), and the staff command in this process on the same database.
import { buildApp } from '../../../server/src/app';
import { storeTestimonials } from '../../../server/src/test-support/build-app';
import { runInProcess } from '../test-support/run-in-process';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025
const NOW = clinicInstant(TODAY, '09:30'); // Mon Dec 1, 9:30 AM PT
const P = PERSONAS.newPatient;
const INSURANCE_NUMBER = 'BSC5521907';
const POLICY_NUMBER = 'GRP-3310';
const REASON_TEXT = 'Persistent cough since Thanksgiving, Grace worried about asthma';

let dataDir: string;
let database: OpenDatabase;
let athena: RunningFakeAthena;
let app: FastifyInstance;
let origin: string;
let scheduler: SchedulerPort;
const store = createFixtureStore({ today: TODAY });

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clinic-usage-privacy-'));
  database = await openDatabase({ dataDir });
  athena = await startFakeAthena({ host: '127.0.0.1', port: 0, store, slotPageSize: 500 });
  app = await buildApp({
    upstream: new DirectTransport({ baseUrl: athena.url, ...FAKE_ATHENA_CREDENTIALS }),
    testimonials: storeTestimonials(store),
    usageCounters: new PostgresUsageCounters(database.db, () => NOW),
    metrics: { open: true },
    now: () => NOW.getTime(),
    log: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const clock = new FixedClock(NOW);
  scheduler = guardedScheduler(new AthenaScheduler(new ProxyTransport({ endpoint: `${origin}/api/athena-proxy` }), { clock }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await athena?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const funnel = (event: object) =>
  fetch(`${origin}${FUNNEL_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) });

it('keeps no patient data in /metrics, the usage table or the report after a persona books through the proxy', async () => {
  // The dialog's path, as the browser walks it: events, search, registration, insurance, a booking, a lost race.
  for (const event of [{ event: 'dialog_opened' }, { event: 'times_shown' }, { event: 'time_chosen', path: 'time_first' }]) {
    expect((await funnel(event)).status).toBe(204);
  }
  expect(await scheduler.searchPatients({ firstName: P.firstname, lastName: P.lastname, dob: P.dob, phoneNumber: P.mobilephone })).toEqual(
    [],
  );
  const { patientid } = await scheduler.createPatient({ ...P, departmentid: '1' });
  const insurance = await scheduler.createInsurance(patientid, {
    kind: 'policy',
    insurancepackageid: '2150',
    insuranceidnumber: INSURANCE_NUMBER,
    policynumber: POLICY_NUMBER,
    sequencenumber: 1,
    relationshiptoinsuredid: 1,
    insurancepolicyholderfirstname: P.firstname,
    insurancepolicyholderlastname: P.lastname,
    insurancepolicyholderdob: P.dob,
    insurancepolicyholdersex: 'F',
  });
  expect((await funnel({ event: 'details_submitted' })).status).toBe(204);
  const window = { startDate: formatUsDate(addClinicDays(TODAY, 1)), endDate: formatUsDate(addClinicDays(TODAY, 14)) };
  // athena lists slots only for a type: take one Dr. Vasquez (Glendale) has slots of.
  const appointmentTypeId = store.openSlots({ departmentId: '1', providerIds: ['2'], ...window })[0]!.appointmenttypeid;
  const slot = (await scheduler.getOpenSlots({ departmentId: '1', providerId: '2', appointmentTypeId, ...window }))[0]!;
  const booking = {
    appointmentid: slot.appointmentid,
    patientid,
    appointmenttypeid: slot.appointmenttypeid,
    departmentid: '1',
    notes: REASON_TEXT,
    ...(insurance.insuranceid ? { insuranceid: insurance.insuranceid } : {}),
  };
  await scheduler.bookAppointment({ ...booking, idempotencyKey: `privacy-${slot.appointmentid}-1` });
  // Another patient, found by the dialog's search, loses the race for the same time.
  const other = PERSONAS.withInsurance;
  await scheduler.searchPatients({ firstName: other.firstname, lastName: other.lastname, dob: other.dob, phoneNumber: other.mobilephone });
  await expect(
    scheduler.bookAppointment({ ...booking, patientid: other.patientid, idempotencyKey: `privacy-${slot.appointmentid}-2` }),
  ).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });
  await app.usageCounters.idle();

  const metrics = await (await fetch(`${origin}/metrics`)).text();
  expect(metrics).toMatch(/clinic_usage_booked_total\{label=""\} 1/);
  expect(metrics).toMatch(/clinic_usage_booking_failed_total\{label="SLOT_TAKEN"\} 1/);
  const table = JSON.stringify((await sql`select * from usage_counts`.execute(database.db)).rows);
  const report = await runInProcess(['report', 'bookings', '--json'], { env: { DATA_DIR: dataDir }, now: NOW.toISOString() });
  expect(report.code).toBe(0);
  expect(JSON.parse(report.stdout)).toMatchObject({ conversionPercent: 100, meanDaysToVisit: expect.any(Number) });
  expect(JSON.parse(report.stdout).counters).toEqual(
    expect.arrayContaining([
      { counter: 'details_submitted', label: '', total: 1 },
      { counter: 'booking_failed', label: 'SLOT_TAKEN', total: 1 },
    ]),
  );

  // Names, labels and help texts of /metrics, without the sample values: a duration such as 0.0150013 may hold "5001".
  const exposedMetrics = metrics
    .split('\n')
    .map((line) => (line.startsWith('#') ? line : line.replace(/ \S+$/, '')))
    .join('\n');
  const identifiers = [
    P.firstname,
    P.lastname,
    P.dob,
    '1992-02-14',
    P.mobilephone,
    '(818) 555-0199',
    P.email,
    INSURANCE_NUMBER,
    POLICY_NUMBER,
    REASON_TEXT,
    'cough',
    PERSONAS.withInsurance.firstname,
    PERSONAS.withInsurance.lastname,
    PERSONAS.withInsurance.dob,
    PERSONAS.withInsurance.mobilephone,
    PERSONAS.withInsurance.email,
  ];
  for (const [where, text] of [
    ['/metrics', exposedMetrics],
    ['usage_counts', table],
    ['the report', report.stdout],
  ] as const) {
    for (const identifier of identifiers)
      expect(text.toLowerCase(), `${where} holds ${identifier}`).not.toContain(identifier.toLowerCase());
  }
  for (const id of [patientid, PERSONAS.withInsurance.patientid, slot.appointmentid]) expect(exposedMetrics).not.toContain(id);
}, 120_000);
