import { sql, type Kysely, type Migration } from 'kysely';

/** Testimonials and patient feedback in one moderated table (website.md §3, §7). */
export const testimonialsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('testimonials')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('rating', 'smallint', (c) => c.check(sql`rating between 1 and 5`))
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'published', 'hidden')`),
      )
      .addColumn('is_public', 'boolean', (c) =>
        c
          .notNull()
          .generatedAlwaysAs(sql`status = 'published'`)
          .stored(),
      )
      .addColumn('ai_outcome_summary', 'text')
      .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('feedback', 'import', 'demo-seed')`))
      .addColumn('source_ref', 'text', (c) => c.unique())
      .addColumn('moderated_at', 'timestamptz')
      .execute();
    // The public reads: published ones, newest first.
    await db.schema
      .createIndex('testimonials_public_newest')
      .on('testimonials')
      .columns(['created_at desc', 'id desc'])
      .where(sql.ref('is_public'), '=', true)
      .execute();
  },
};
