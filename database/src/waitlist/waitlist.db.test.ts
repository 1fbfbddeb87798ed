import type { NewWaitlistEntry, PlannedOffer } from '@clinic/core';
import { openSlot } from '@clinic/core/test-support';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../connect/open-database';
import { describeOnBothDatabases } from '../test-support/both-databases';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../test-support/throwaway-postgres';
import { PostgresWaitlist } from './postgres-waitlist';
import { listWaitlist } from './waitlist-report';

const KEY = 'a-test-waitlist-key-of-32-characters!!';
const NOW = new Date('2030-01-07T16:00:00Z'); // Mon Jan 7 2030, 8:00 AM Pacific
const EMAIL = 'ana.waitlisted@example.com';

const entry = (appointmentId: string, extra: Partial<NewWaitlistEntry> = {}): NewWaitlistEntry => ({
  appointmentId,
  patientId: '7',
  departmentId: '1',
  providerId: '11',
  appointmentTypeId: '3',
  date: '01/21/2030',
  startTime: '09:00',
  patientType: 'existing',
  mode: 'appointment',
  providerChoice: 'same',
  weekdays: [1, 3, 5],
  partOfDay: 'morning',
  endDate: '01/20/2030' as NewWaitlistEntry['endDate'],
  language: 'en',
  email: EMAIL,
  ...extra,
});
// Wed Jan 9 2030, 10:00 AM.
const planned = (entryId: string, slotId = '201'): PlannedOffer => ({
  entryId,
  slot: openSlot(slotId, '01/09/2030', '10:00', '3'),
  expiresAt: new Date('2030-01-07T16:30:00Z'),
});

describeOnBothDatabases('the waitlist', (database) => {
  const store = () => new PostgresWaitlist(database.current().db, { key: KEY, now: () => NOW });
  beforeEach(async () => {
    await sql`truncate waitlist_entries, waitlist_offers restart identity`.execute(database.current().db);
  });

  it('keeps the e-mail sealed: the raw table holds no readable address, the store opens it only with its key', async () => {
    const saved = await store().save(entry('101'));
    const { rows } = await sql<Record<string, unknown>>`select * from waitlist_entries`.execute(database.current().db);
    const raw = JSON.stringify(rows);
    expect(raw).not.toContain(EMAIL);
    expect(raw).not.toContain('ana.waitlisted');
    expect(await store().recipientOf(saved.id)).toBe(EMAIL);
    expect(
      await new PostgresWaitlist(database.current().db, { key: 'another-key-of-at-least-32-characters!' }).recipientOf(saved.id),
    ).toBeUndefined();
    expect(saved).toMatchObject({ appointmentId: '101', weekdays: [1, 3, 5], createdAt: NOW });
    expect(saved).not.toHaveProperty('email');
  });

  it('records an offer once per entry and slot, and at most a wave of pending offers per slot', async () => {
    const waitlist = store();
    const ids: string[] = [];
    for (const a of ['101', '102', '103', '104']) ids.push((await waitlist.save(entry(a))).id);
    expect(await waitlist.recordOffer(planned(ids[0]!), 3)).toMatchObject({ state: 'pending', slotId: '201' });
    expect(await waitlist.recordOffer(planned(ids[0]!), 3)).toBeUndefined();
    await waitlist.recordOffer(planned(ids[1]!), 3);
    await waitlist.recordOffer(planned(ids[2]!), 3);
    expect(await waitlist.recordOffer(planned(ids[3]!), 3)).toBeUndefined();
    expect((await listWaitlist(database.current().db)).map((l) => l.pendingOffers)).toEqual([1, 1, 1, 0]);
  });

  it('lets one offer of a slot be accepted; the rest of the wave is told it was taken, even after the winner left', async () => {
    const waitlist = store();
    const [a, b] = [await waitlist.save(entry('101')), await waitlist.save(entry('102'))];
    const [offerA, offerB] = [await waitlist.recordOffer(planned(a.id), 3), await waitlist.recordOffer(planned(b.id), 3)];
    expect(await waitlist.claimOffer(offerA!.id, NOW)).toBe('claimed');
    expect(await waitlist.claimOffer(offerA!.id, NOW)).toBe('used');
    await waitlist.remove(a.id);
    expect(await waitlist.claimOffer(offerB!.id, NOW)).toBe('taken');
    expect(await waitlist.claimOffer('999', NOW)).toBe('unknown');
  });

  it('claims an offer only before it expires, and expires pending offers once', async () => {
    const waitlist = store();
    const a = await waitlist.save(entry('101'));
    const offer = await waitlist.recordOffer(planned(a.id), 3);
    expect(await waitlist.claimOffer(offer!.id, new Date('2030-01-07T16:30:00Z'))).toBe('expired');
    expect(await waitlist.expireOffers([offer!.id])).toBe(1);
    expect(await waitlist.expireOffers([offer!.id])).toBe(0);
    expect(await waitlist.claimOffer(offer!.id, NOW)).toBe('expired');
  });

  it('keeps the language an entry was made in, reads it back, and holds the column to the site languages', async () => {
    const waitlist = store();
    const armenian = await waitlist.save(entry('101', { language: 'hy' }));
    expect((await waitlist.get(armenian.id))?.language).toBe('hy');
    const db = database.current().db;
    // A writer that names no language (an older replica during a rollout) gets English.
    await sql`insert into waitlist_entries (appointment_id, patient_id, department_id, provider_id, appointment_type_id,
      booked_date, booked_time, patient_type, mode, provider_choice, weekdays, part_of_day, end_date, email_sealed, created_at)
      values ('102', '7', '1', '11', '3', '01/21/2030', '09:00', 'existing', 'appointment', 'same', '1', 'any',
      '01/20/2030', 'x', now())`.execute(db);
    const { rows } = await sql<{ language: string }>`select language from waitlist_entries where appointment_id = '102'`.execute(db);
    expect(rows[0]?.language).toBe('en');
    await expect(sql`update waitlist_entries set language = 'fr' where appointment_id = '101'`.execute(db)).rejects.toThrow();
  });

  it('replaces the choices of an appointment already waiting, and removes an entry with its pending offers', async () => {
    const waitlist = store();
    const first = await waitlist.save(entry('101'));
    await waitlist.setAthenaWaitlistId(first.id, '4321');
    const changed = await waitlist.updateChoices('101', { providerChoice: 'any', weekdays: [2], partOfDay: 'any', endDate: first.endDate });
    expect(changed).toMatchObject({ id: first.id, providerChoice: 'any', weekdays: [2] });
    await waitlist.recordOffer(planned(first.id), 3);
    expect(await waitlist.remove(first.id)).toEqual({ athenaWaitlistId: '4321' });
    expect(await waitlist.remove(first.id)).toBeUndefined();
    expect(await waitlist.offers()).toEqual([]);
  });
});

describe('the waitlist across replicas (PostgreSQL)', () => {
  let server: ThrowawayPostgres;
  let dataDir: string;
  const settings = () => ({ databaseUrl: server.url, dataDir });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'clinic-db-'));
    server = await startThrowawayPostgres();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);

  it('makes one offer per patient and slot when two replicas match at once', async () => {
    // Two connection pools on one PostgreSQL server: two replicas.
    const [one, other] = [await openDatabase(settings()), await openDatabase(settings())];
    try {
      await sql`truncate waitlist_entries, waitlist_offers restart identity`.execute(one.db);
      const replicas = [one, other].map((d) => new PostgresWaitlist(d.db, { key: KEY, now: () => NOW }));
      const ids: string[] = [];
      for (const a of ['101', '102', '103', '104', '105']) ids.push((await replicas[0]!.save(entry(a))).id);
      const runs = replicas.map((r) => Promise.all(ids.map((id) => r.recordOffer(planned(id), 3))));
      const recorded = (await Promise.all(runs)).flat().filter(Boolean);
      expect(recorded).toHaveLength(3);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from waitlist_offers`.execute(one.db);
      expect(rows[0]!.n).toBe(3);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
