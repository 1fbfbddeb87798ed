import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The waitlist (#33): patients who want an earlier time, and the offers made to them. The e-mail is sealed
 * (AES-256-GCM under WAITLIST_KEY); no name is kept. Offers are unique per entry and slot, so no replica ever
 * makes the same offer twice, and a slot has at most one accepted offer.
 */
export const waitlistMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('waitlist_entries')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('appointment_id', 'text', (c) => c.notNull().unique())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('department_id', 'text', (c) => c.notNull())
      .addColumn('provider_id', 'text', (c) => c.notNull())
      .addColumn('appointment_type_id', 'text', (c) => c.notNull())
      .addColumn('booked_date', 'text', (c) => c.notNull())
      .addColumn('booked_time', 'text', (c) => c.notNull())
      .addColumn('patient_type', 'text', (c) => c.notNull().check(sql`patient_type in ('new', 'existing')`))
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('appointment', 'iv')`))
      .addColumn('provider_choice', 'text', (c) => c.notNull().check(sql`provider_choice in ('same', 'any')`))
      .addColumn('weekdays', 'text', (c) => c.notNull().check(sql`weekdays ~ '^[0-6](,[0-6])*$'`))
      .addColumn('part_of_day', 'text', (c) => c.notNull().check(sql`part_of_day in ('morning', 'afternoon', 'any')`))
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('email_sealed', 'text', (c) => c.notNull())
      .addColumn('athena_waitlist_id', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('waitlist_offers')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      // No foreign key: an accepted offer outlives its entry, to tell the rest of its wave the slot is taken.
      .addColumn('entry_id', 'bigint', (c) => c.notNull())
      .addColumn('slot_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'accepted', 'expired', 'taken')`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addUniqueConstraint('waitlist_offers_once', ['entry_id', 'slot_id'])
      .execute();
    // One winner per slot, and one pending offer per entry, whatever replicas race.
    await db.schema
      .createIndex('waitlist_offers_one_accepted')
      .on('waitlist_offers')
      .column('slot_id')
      .unique()
      .where(sql.ref('state'), '=', 'accepted')
      .execute();
    await db.schema
      .createIndex('waitlist_offers_one_pending')
      .on('waitlist_offers')
      .column('entry_id')
      .unique()
      .where(sql.ref('state'), '=', 'pending')
      .execute();
  },
};
