import { sql, type Kysely, type Migration } from 'kysely';

/**
 * "Manage my appointment" (#17): verification codes and the index of who booked online, both keyed by an HMAC of
 * the e-mail and date of birth, so neither table holds anything a reader could identify a patient by.
 */
export const manageAppointmentsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('verification_codes')
      .addColumn('subject_hash', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attempts', 'smallint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`attempts >= 0`),
      )
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // Purging expired codes reads by expiry.
    await db.schema.createIndex('verification_codes_expires_at').on('verification_codes').column('expires_at').execute();
    await db.schema
      .createTable('manage_patients')
      .addColumn('lookup_hash', 'text', (c) => c.notNull())
      .addColumn('patient_id', 'text', (c) => c.notNull())
      .addColumn('remembered_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('manage_patients_pk', ['lookup_hash', 'patient_id'])
      .execute();
  },
};
