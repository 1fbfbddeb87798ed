import { sql, type Kysely, type Migration } from 'kysely';

/**
 * An entry's language is the site language it was made in (#37, decision 99): its offers are written in it. 0005
 * made the column with no default when only English existed; this gives it 'en' for writers that name none, and
 * holds it to the site's languages so an offer never reads a language the catalogs lack.
 */
export const waitlistEntryLanguageMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('waitlist_entries')
      .alterColumn('language', (c) => c.setDefault('en'))
      .execute();
    await sql`update waitlist_entries set language = 'en' where language not in ('en', 'es', 'hy')`.execute(db);
    await db.schema
      .alterTable('waitlist_entries')
      .addCheckConstraint('waitlist_entries_language', sql`language in ('en', 'es', 'hy')`)
      .execute();
  },
};
