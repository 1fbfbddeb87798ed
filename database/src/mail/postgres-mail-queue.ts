import type { ClaimedMail, EnqueueOutcome, MailQueuePort, OutgoingMail } from '@clinic/core';
import { sql, type Kysely } from 'kysely';
import { keyedHash } from '../manage/manage-hash';
import type { Database } from '../schema';
import { MailPayloadCipher } from './mail-payload-cipher';

export interface PostgresMailQueueOptions {
  /** The server's secret (SESSION_SECRET): keys the payload's encryption and the recipient's hash. */
  secret: string;
  /** Confirmations one address may receive in 24 hours (#34); more are recorded as capped, not sent. */
  confirmationsPerDay: number;
  /** Kinds worth sending only for a while (a verification code's lifetime): later they are given up as EXPIRED. */
  expiresAfterMs?: Partial<Record<OutgoingMail['kind'], number>>;
  /** How long a claimed message is a worker's alone; a worker that died gives it up after that. */
  leaseMs?: number;
  now?: () => Date;
}

const DAY_MS = 24 * 3600_000;
// Finished rows (no content left) stay this long for `clinic mail queue --failed`, then go.
const KEEP_FINISHED_MS = 30 * DAY_MS;
// Longer than any SMTP send (10 s timeouts): a live worker always marks its message before the lease ends.
const DEFAULT_LEASE_MS = 5 * 60_000;

/** What the daily cap counts: the confirmations of an action, not the codes a patient asks for. */
const isConfirmation = (kind: OutgoingMail['kind']) => kind !== 'verification-code';

/**
 * MailQueuePort on PostgreSQL (a transactional outbox, decision 89). Replicas claim rows with SKIP LOCKED, so each
 * message has one worker at a time; the dedupe key is UNIQUE, so a message handed over twice is queued once.
 */
export class PostgresMailQueue implements MailQueuePort {
  private readonly cipher: MailPayloadCipher;
  private readonly now: () => Date;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: PostgresMailQueueOptions,
  ) {
    this.cipher = new MailPayloadCipher(options.secret);
    this.now = options.now ?? (() => new Date());
  }

  async enqueue(mail: OutgoingMail & { dedupeKey: string }): Promise<EnqueueOutcome> {
    const recipientHash = keyedHash(this.options.secret, 'mail-recipient', mail.to.email.trim().toLowerCase());
    const now = this.now();
    await this.db
      .deleteFrom('mail_queue')
      .where('state', 'in', ['sent', 'failed', 'capped'])
      .where('created_at', '<', new Date(now.getTime() - KEEP_FINISHED_MS))
      .execute();
    // One transaction per address (advisory lock): two replicas confirming to one address cannot both pass the cap.
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${recipientHash}))`.execute(trx);
      const capped =
        isConfirmation(mail.kind) && (await this.confirmationsSince(trx, recipientHash, now)) >= this.options.confirmationsPerDay;
      const inserted = await trx
        .insertInto('mail_queue')
        .values({
          kind: mail.kind,
          dedupe_key: mail.dedupeKey,
          recipient_hash: recipientHash,
          // A capped message is never sent: its content is not kept.
          payload: capped ? null : this.cipher.seal(mail),
          state: capped ? 'capped' : 'pending',
          next_attempt_at: now,
          created_at: now,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? (capped ? 'capped' : 'queued') : 'duplicate';
    });
  }

  async claim(): Promise<ClaimedMail | undefined> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? DEFAULT_LEASE_MS));
    const { rows } = await sql<{ id: string; kind: OutgoingMail['kind']; payload: string | null; attempts: number; created_at: Date }>`
      update mail_queue set state = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}
      where id = (
        select id from mail_queue
        where state in ('pending', 'sending') and next_attempt_at <= ${now}
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, payload, attempts, created_at`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const lifetime = this.options.expiresAfterMs?.[row.kind];
    if (lifetime !== undefined && new Date(row.created_at).getTime() + lifetime <= now.getTime()) {
      // A code that arrives after it expired only confuses: the patient asks for a new one instead.
      await this.markFailed(String(row.id), 'EXPIRED');
      return this.claim();
    }
    const mail = row.payload === null ? undefined : this.cipher.open(row.payload);
    if (!mail) {
      // Sealed under another SESSION_SECRET: nobody can send it; say so and move on.
      await this.markFailed(String(row.id), 'PAYLOAD_UNREADABLE');
      return this.claim();
    }
    return { id: String(row.id), mail, attempts: row.attempts };
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({ state: 'sent', payload: null, sent_at: this.now(), last_error: null })
      .where('id', '=', id)
      .execute();
  }

  async retryLater(id: string, at: Date, errorCode: string): Promise<void> {
    await this.db
      .updateTable('mail_queue')
      .set({ state: 'pending', next_attempt_at: at, last_error: errorCode })
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .execute();
  }

  async markFailed(id: string, errorCode: string): Promise<void> {
    await this.db.updateTable('mail_queue').set({ state: 'failed', payload: null, last_error: errorCode }).where('id', '=', id).execute();
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  private async confirmationsSince(trx: Kysely<Database>, recipientHash: string, now: Date): Promise<number> {
    const row = await trx
      .selectFrom('mail_queue')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('recipient_hash', '=', recipientHash)
      .where('kind', '!=', 'verification-code')
      .where('state', '!=', 'capped')
      .where('created_at', '>', new Date(now.getTime() - DAY_MS))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
