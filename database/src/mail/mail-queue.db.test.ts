import type { OutgoingMail } from '@clinic/core';
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeOnBothDatabases } from '../test-support/both-databases';
import { listMailQueue } from './mail-queue-report';
import { PostgresMailQueue } from './postgres-mail-queue';

const SECRET = 'a-test-secret-of-at-least-32-characters!!';
const NOW = new Date('2030-01-02T17:00:00Z'); // Wed Jan 2 2030, 9:00 AM Pacific

function confirmation(dedupeKey: string, email = 'jo.park@example.com'): OutgoingMail & { dedupeKey: string } {
  return {
    kind: 'booking-confirmation',
    to: { email, name: 'Jo Park' },
    subject: 'Your appointment is booked',
    text: 'Jo Park, see you on 01/03/2030.',
    dedupeKey,
  };
}

describeOnBothDatabases('the mail queue', (database) => {
  let now: Date;
  const queue = (options: { cap?: number; secret?: string } = {}) =>
    new PostgresMailQueue(database.current().db, {
      secret: options.secret ?? SECRET,
      confirmationsPerDay: options.cap ?? 10,
      leaseMs: 60_000,
      now: () => now,
    });
  beforeEach(async () => {
    now = NOW;
    await sql`truncate mail_queue restart identity`.execute(database.current().db);
  });

  it('queues a message once per dedupe key, and hands it to one worker at a time', async () => {
    const mail = queue();
    expect(await mail.enqueue(confirmation('booking-confirmation:1001'))).toBe('queued');
    expect(await mail.enqueue(confirmation('booking-confirmation:1001'))).toBe('duplicate');
    const claimed = await mail.claim();
    expect(claimed).toMatchObject({ attempts: 1, mail: { kind: 'booking-confirmation', to: { email: 'jo.park@example.com' } } });
    expect(claimed?.mail).not.toHaveProperty('dedupeKey');
    expect(await mail.claim()).toBeUndefined();
    await mail.markSent(claimed!.id);
    expect(await mail.pendingCount()).toBe(0);
  });

  it('never lets two workers claim the same message, even at the same moment (replicas)', async () => {
    const mail = queue();
    for (const id of ['1', '2', '3']) await mail.enqueue(confirmation(`booking-confirmation:${id}`, `p${id}@example.com`));
    const claims = await Promise.all([mail.claim(), mail.claim(), mail.claim(), mail.claim()]);
    const ids = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(ids.sort()).toEqual(['1', '2', '3']);
  });

  it('tries a failed message again when its backoff is over, and a leased one when its worker vanished', async () => {
    const mail = queue();
    await mail.enqueue(confirmation('booking-confirmation:1'));
    const first = await mail.claim();
    await mail.retryLater(first!.id, new Date(NOW.getTime() + 15_000), 'ECONNREFUSED');
    expect(await mail.claim()).toBeUndefined();
    now = new Date(NOW.getTime() + 15_000);
    expect(await mail.claim()).toMatchObject({ id: first!.id, attempts: 2 });
    // That worker never reports back: after the lease (60 s here) another one may send it.
    expect(await mail.claim()).toBeUndefined();
    now = new Date(now.getTime() + 60_000);
    expect(await mail.claim()).toMatchObject({ id: first!.id, attempts: 3 });
  });

  it('keeps no readable address, name or text in the table, and drops the content once sent or given up', async () => {
    const mail = queue();
    await mail.enqueue(confirmation('booking-confirmation:1'));
    await mail.enqueue(confirmation('booking-confirmation:2', 'sam@example.com'));
    const dump = JSON.stringify((await sql`select * from mail_queue`.execute(database.current().db)).rows);
    expect(dump).not.toMatch(/jo\.park|example\.com|Jo Park|01\/03\/2030/);
    const a = await mail.claim();
    const b = await mail.claim();
    await mail.markSent(a!.id);
    await mail.markFailed(b!.id, 'SMTP_550');
    const rows = await database.current().db.selectFrom('mail_queue').select(['state', 'payload', 'last_error']).orderBy('id').execute();
    expect(rows).toEqual([
      { state: 'sent', payload: null, last_error: null },
      { state: 'failed', payload: null, last_error: 'SMTP_550' },
    ]);
  });

  it('gives up on a verification code still unsent when the code has expired, not on a confirmation as old', async () => {
    const mail = new PostgresMailQueue(database.current().db, {
      secret: SECRET,
      confirmationsPerDay: 10,
      expiresAfterMs: { 'verification-code': 10 * 60_000 },
      now: () => now,
    });
    await mail.enqueue({ ...confirmation('code:1'), kind: 'verification-code', otp: '042917' });
    await mail.enqueue(confirmation('booking-confirmation:1'));
    now = new Date(NOW.getTime() + 10 * 60_000);
    expect(await mail.claim()).toMatchObject({ mail: { kind: 'booking-confirmation' } });
    expect((await listMailQueue(database.current().db, { failedOnly: true })).map((m) => [m.kind, m.last_error])).toEqual([
      ['verification-code', 'EXPIRED'],
    ]);
  });

  it('forgets finished messages after 30 days, never one still waiting', async () => {
    const mail = queue();
    await mail.enqueue(confirmation('booking-confirmation:1'));
    await mail.enqueue(confirmation('booking-confirmation:2'));
    await mail.markSent((await mail.claim())!.id);
    now = new Date(NOW.getTime() + 31 * 24 * 3600_000);
    await mail.enqueue(confirmation('booking-confirmation:3'));
    const left = await database.current().db.selectFrom('mail_queue').select(['dedupe_key', 'state']).orderBy('id').execute();
    expect(left).toEqual([
      { dedupe_key: 'booking-confirmation:2', state: 'pending' },
      { dedupe_key: 'booking-confirmation:3', state: 'pending' },
    ]);
  });

  it('gives up on a message sealed under another secret instead of sending garbage', async () => {
    await queue({ secret: 'an-older-secret-of-at-least-32-characters' }).enqueue(confirmation('booking-confirmation:1'));
    expect(await queue().claim()).toBeUndefined();
    expect((await listMailQueue(database.current().db, { failedOnly: true })).map((m) => [m.state, m.last_error])).toEqual([
      ['failed', 'PAYLOAD_UNREADABLE'],
    ]);
  });

  it('sends one address at most its daily confirmations, even when replicas confirm at the same moment (#34)', async () => {
    const mail = queue({ cap: 3 });
    const ids = Array.from({ length: 8 }, (_, i) => String(i + 1));
    // Connections opened beforehand, so the eight transactions truly overlap instead of queueing for a connection.
    await Promise.all(ids.map(() => sql`select pg_sleep(0.01)`.execute(database.current().db)));
    const outcomes = await Promise.all(ids.map((id) => mail.enqueue(confirmation(`booking-confirmation:${id}`, ' Jo.Park@Example.com'))));
    expect(outcomes.filter((o) => o === 'queued')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'capped')).toHaveLength(5);
    // Codes are not confirmations; another address has its own count; a day later the address is welcome again.
    expect(await mail.enqueue({ ...confirmation('code:1', 'jo.park@example.com'), kind: 'verification-code' })).toBe('queued');
    expect(await mail.enqueue(confirmation('booking-confirmation:sam', 'sam@example.com'))).toBe('queued');
    now = new Date(NOW.getTime() + 24 * 3600_000 + 1);
    expect(await mail.enqueue(confirmation('booking-confirmation:next-day'))).toBe('queued');
    const capped = await database.current().db.selectFrom('mail_queue').select(['payload']).where('state', '=', 'capped').execute();
    expect(capped).toHaveLength(5);
    expect(capped.every((row) => row.payload === null)).toBe(true);
  });

  it('lists what is waiting or went wrong for staff, newest first, without recipients', async () => {
    const mail = queue({ cap: 1 });
    await mail.enqueue(confirmation('booking-confirmation:1'));
    now = new Date(NOW.getTime() + 1000);
    await mail.enqueue(confirmation('booking-confirmation:2'));
    const all = await listMailQueue(database.current().db, { failedOnly: false });
    expect(all.map((m) => [m.id, m.kind, m.state, m.attempts])).toEqual([
      ['2', 'booking-confirmation', 'capped', 0],
      ['1', 'booking-confirmation', 'pending', 0],
    ]);
    expect(all[1]).toMatchObject({ created_at: NOW.toISOString(), next_attempt_at: NOW.toISOString(), sent_at: null, last_error: null });
    expect(JSON.stringify(all)).not.toContain('example.com');
    expect((await listMailQueue(database.current().db, { failedOnly: true })).map((m) => m.id)).toEqual(['2']);
  });
});
