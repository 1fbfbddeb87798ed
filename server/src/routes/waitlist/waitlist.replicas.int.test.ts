import {
  addClinicDays,
  appointmentStart,
  formatUsDate,
  matchesPatientType,
  type AthenaWaitlistPort,
  type NewWaitlistEntry,
  type OpenSlot,
  type UsDate,
} from '@clinic/core';
import { InMemoryUsageCounters } from '@clinic/core/test-support';
import { openDatabase, PostgresWaitlist, type OpenDatabase } from '@clinic/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '@clinic/database/test-support';
import { PERSONAS, createFixtureStore, type PracticeFixtureStore } from '@clinic/fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MemoryCodes, MemoryDirectory, RecordingMailer } from '../../test-support/manage-memory';
import { startRedisServer, type RedisServer } from '../../test-support/redis-server';
import { replicaStack } from '../../test-support/replica-stack';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const NOW = Date.parse('2025-12-01T16:00:00Z'); // 8:00 AM in the clinic
const KEY = 'a-test-waitlist-key-of-32-characters!!';
const PATIENT = PERSONAS.withInsurance.patientid;

let redis: RedisServer;
let postgres: ThrowawayPostgres;
let dataDir: string;
const pools: OpenDatabase[] = [];
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'clinic-waitlist-replicas-'));
  [redis, postgres] = await Promise.all([startRedisServer(), startThrowawayPostgres()]);
  // One database, one pool per replica, as two servers would hold.
  for (let i = 0; i < 2; i++) pools.push(await openDatabase({ databaseUrl: postgres.url, dataDir }));
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
  await Promise.all([redis?.close(), postgres?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** One of five appointments booked later than the freed slot, each waiting for it under its own address. */
function waiting(slot: OpenSlot, later: OpenSlot, n: number): NewWaitlistEntry {
  return {
    appointmentId: later.appointmentid,
    patientId: PATIENT,
    departmentId: slot.departmentid,
    providerId: slot.providerid,
    appointmentTypeId: slot.appointmenttypeid,
    date: later.date,
    startTime: later.starttime,
    patientType: matchesPatientType(slot.appointmenttype, 'existing') ? 'existing' : 'new',
    mode: 'appointment',
    providerChoice: 'same',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    partOfDay: 'any',
    endDate: '12/28/2025' as UsDate,
    language: 'en',
    email: `waiting${n}@example.com`,
  };
}

it('two replicas matching the same refresh at once send each patient one offer of the slot, and one wave in all', async () => {
  const store = createFixtureStore({ today: TODAY });
  const slot = store
    .openSlots({ departmentId: '1', startDate: formatUsDate(addClinicDays(TODAY, 2)), endDate: formatUsDate(addClinicDays(TODAY, 10)) })
    .find((s) => !s.frozen && appointmentStart(s) > NOW)!;
  const mailers = [new RecordingMailer(), new RecordingMailer()];
  const athena: AthenaWaitlistPort = { addToWaitlist: async () => '1', removeFromWaitlist: async () => undefined };
  const stack = await replicaStack({ name: 'two replicas', replicas: 2, redisUrl: redis.url }, store, (i) => ({
    now: () => NOW,
    manage: { codes: new MemoryCodes(), directory: new MemoryDirectory(), mailer: mailers[i]!, siteOrigin: 'https://clinic.example.org' },
    waitlist: {
      store: new PostgresWaitlist(pools[i]!.db, { key: KEY, now: () => new Date(NOW) }),
      athena,
      counters: new InMemoryUsageCounters(),
    },
  }));
  try {
    // Five later appointments of the same provider and visit, booked at the front desk.
    const later = store
      .openSlots({ departmentId: '1', startDate: formatUsDate(addClinicDays(TODAY, 14)), endDate: formatUsDate(addClinicDays(TODAY, 30)) })
      .filter((s) => s.providerid === slot.providerid && s.appointmenttypeid === slot.appointmenttypeid)
      .slice(0, 5);
    for (const s of later)
      (store as PracticeFixtureStore).book({ appointmentid: s.appointmentid, patientid: PATIENT, appointmenttypeid: s.appointmenttypeid });
    const seeding = new PostgresWaitlist(pools[0]!.db, { key: KEY, now: () => new Date(NOW) });
    for (const [n, s] of later.entries()) await seeding.save(waiting(slot, s, n + 1));
    const snapshot = { slots: [slot] };
    // Both replicas run matching for the same refresh, three times over (a lease handed over mid-run, a retry).
    for (let round = 0; round < 3; round++) await Promise.all(stack.apps.map((app) => app.waitlist!.onIndexRefreshed(snapshot)));

    const offers = mailers.flatMap((m) => m.sent.filter((mail) => mail.kind === 'waitlist-offer')).map((mail) => mail.to.email);
    expect(offers.sort()).toEqual(['waiting1@example.com', 'waiting2@example.com', 'waiting3@example.com']);
    expect((await seeding.offers()).map((o) => o.slotId)).toEqual([slot.appointmentid, slot.appointmentid, slot.appointmentid]);
    expect(stack.logLines.join('\n')).not.toMatch(new RegExp(`waiting\\d@example\\.com|\\b${PATIENT}\\b`));
  } finally {
    await stack.close();
  }
}, 120_000);
