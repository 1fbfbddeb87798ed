import { clinicModeOf } from '@clinic/adapters/clinic-mode';
import type { MailQueueItem, TestimonialModeration, UsageTotal, WaitlistListing } from '@clinic/database';
import { CommandFailure, UsageError } from '../cli-errors';

/** The staff side of the database: moderation, plus where it is for messages. */
export interface CliDatabase {
  moderation: TestimonialModeration;
  /** `clinic mail queue`: the server's e-mails not sent yet, failed or capped (no recipients, no contents). */
  mailQueue(options: { failedOnly: boolean; limit?: number }): Promise<MailQueueItem[]>;
  /** `clinic report bookings`: every usage counter's total per label over clinic days (YYYY-MM-DD, both included). */
  usageTotals(window: { from: string; to: string }): Promise<UsageTotal[]>;
  /** `clinic waitlist list`: who waits for an earlier time (ids and choices, never an address). */
  waitlist(): Promise<WaitlistListing[]>;
  /** `clinic waitlist remove`: athena's waitlist id the entry held, or undefined when there was no such entry. */
  removeFromWaitlist(entryId: string): Promise<{ athenaWaitlistId: string | null } | undefined>;
  /** "embedded PostgreSQL in ./data, shared with the running server", "PostgreSQL at db:5432/clinic". */
  description: string;
  /** Migrations applied on opening (`clinic migrate` prints them). */
  applied: readonly string[];
  close(): Promise<void>;
}

export type DatabaseOpener = (env: Readonly<Record<string, string | undefined>>) => Promise<CliDatabase>;

/**
 * The same database as the server: DATABASE_URL, or (not in production) the embedded one under DATA_DIR — joined
 * through the running server's socket when it runs, opened directly when it does not. Loaded on first use only.
 */
export const openCliDatabase: DatabaseOpener = async (env) => {
  const { databaseSettingsFromEnv, listMailQueue, listWaitlist, openDatabase, removeWaitlistEntry, TestimonialModeration, usageTotals } =
    await import('@clinic/database');
  const read = databaseSettingsFromEnv(env);
  if ('error' in read) throw new UsageError(read.error);
  // A production shell without DATABASE_URL would otherwise moderate reviews in a new local database the server
  // never reads.
  if (!read.settings.databaseUrl && clinicModeOf(env) === 'production') {
    throw new UsageError("production (CLINIC_MODE or NODE_ENV) uses the server's database: set DATABASE_URL");
  }
  const open = await openDatabase(read.settings).catch((error: unknown) => {
    throw new CommandFailure(error instanceof Error ? error.message : String(error));
  });
  return {
    moderation: new TestimonialModeration(open.db),
    mailQueue: (options) => listMailQueue(open.db, options),
    usageTotals: (window) => usageTotals(open.db, window),
    waitlist: () => listWaitlist(open.db),
    removeFromWaitlist: (entryId) => removeWaitlistEntry(open.db, entryId),
    description: open.description,
    applied: open.applied,
    close: open.close,
  };
};
