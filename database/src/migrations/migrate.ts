import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { testimonialsMigration } from './0001-testimonials.migration';
import { manageAppointmentsMigration } from './0002-manage-appointments.migration';
import { mailQueueMigration } from './0003-mail-queue.migration';
import { usageCountsMigration } from './0004-usage-counts.migration';
import { waitlistMigration } from './0005-waitlist.migration';
import { waitlistEntryLanguageMigration } from './0006-waitlist-entry-language.migration';

/**
 * Every migration, in order. Names are versions: never rename or edit one that has shipped; add the next.
 * They live in code (not read from a folder) so the bundled server and CLI carry them.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-testimonials': testimonialsMigration,
  '0002-manage-appointments': manageAppointmentsMigration,
  '0003-mail-queue': mailQueueMigration,
  '0004-usage-counts': usageCountsMigration,
  '0005-waitlist': waitlistMigration,
  '0006-waitlist-entry-language': waitlistEntryLanguageMigration,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export interface MigrationReport {
  /** Names applied by this call (empty when the database was already up to date). */
  applied: string[];
}

/** Brings the schema up to date; safe to run at every start and from several processes (Kysely locks). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationReport> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `migration ${failed} failed: ${why}` : why);
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/** The first migration; when a run applies it, the database was created just now (demo seeding keys on it). */
export const FIRST_MIGRATION = Object.keys(MIGRATIONS)[0]!;
