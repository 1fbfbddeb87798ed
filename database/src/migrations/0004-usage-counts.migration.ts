import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Usage counters (#31, decision 96): one total per clinic day, counter name and label; no row names a visitor or
 * a patient. The label is '' when a counter has none (a primary key cannot hold NULL).
 */
export const usageCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('usage_counts')
      .addColumn('clinic_day', 'date', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('total', 'bigint', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`total >= 0`),
      )
      .addPrimaryKeyConstraint('usage_counts_pkey', ['clinic_day', 'name', 'label'])
      .execute();
  },
};
