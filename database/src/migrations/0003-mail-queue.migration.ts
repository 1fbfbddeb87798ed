import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The durable mail queue (#36): every e-mail is a row before it is sent, so an outage or a restart delays it instead
 * of losing it. The content is encrypted and dropped once sent; the recipient is an HMAC (the daily cap counts it).
 */
export const mailQueueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mail_queue')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('recipient_hash', 'text', (c) => c.notNull())
      .addColumn('payload', 'text')
      .addColumn('state', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`state in ('pending', 'sending', 'sent', 'failed', 'capped')`),
      )
      .addColumn('attempts', 'smallint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`attempts >= 0`),
      )
      .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('sent_at', 'timestamptz')
      .execute();
    // Workers claim what is due; a leased ('sending') row is due again when its lease runs out.
    await db.schema
      .createIndex('mail_queue_due')
      .on('mail_queue')
      .column('next_attempt_at')
      .where(sql.ref('state'), 'in', sql`('pending', 'sending')`)
      .execute();
    // Finished rows are purged by age.
    await db.schema.createIndex('mail_queue_created_at').on('mail_queue').column('created_at').execute();
    // The daily cap counts an address's recent messages.
    await db.schema.createIndex('mail_queue_recipient_recent').on('mail_queue').columns(['recipient_hash', 'created_at']).execute();
  },
};
