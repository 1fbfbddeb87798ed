import {
  MANAGE_LIMITS,
  type FeedbackPort,
  type MailQueuePort,
  type PatientDirectoryPort,
  type Testimonial,
  type TestimonialsPort,
  type UsageCountersPort,
  type VerificationCodeStorePort,
  type WaitlistStorePort,
} from '@clinic/core';
import {
  PostgresFeedback,
  PostgresMailQueue,
  PostgresPatientDirectory,
  PostgresTestimonials,
  PostgresUsageCounters,
  PostgresVerificationCodes,
  PostgresWaitlist,
  TestimonialModeration,
  openDatabase,
} from '@clinic/database';
import type { ServerConfig } from '../config/env';

export interface ServerDatabase {
  testimonials: TestimonialsPort;
  feedback: FeedbackPort;
  /** "Manage my appointment": codes and the booked-online index, hashed under `secret` (SESSION_SECRET). */
  manage(secret: string): { codes: VerificationCodeStorePort; directory: PatientDirectoryPort };
  /** The durable mail queue (#36), its contents encrypted and its recipients hashed under `secret` (SESSION_SECRET). */
  mailQueue(secret: string, confirmationsPerDay: number): MailQueuePort;
  /** The usage counters' clinic-day totals (#31), read by `clinic report bookings`. */
  usageCounters: UsageCountersPort;
  /** The waitlist (#33), its e-mails sealed under `key` (WAITLIST_KEY). */
  waitlist(key: string): WaitlistStorePort;
  /** For the start-up line: where the data lives (no password). */
  description: string;
  /** For /readyz: the database answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface ServerDatabaseOptions {
  /**
   * Demo only: testimonials written into a database created by this start (never into an existing one,
   * never in production, where the caller passes nothing).
   */
  demoSeed?: () => readonly Testimonial[];
}

/**
 * The server's database: PostgreSQL at DATABASE_URL, or the embedded one under DATA_DIR (which this
 * process then serves to the staff CLI over a Unix socket). Migrations run here, before the server listens.
 */
export async function openServerDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
  options: ServerDatabaseOptions = {},
): Promise<ServerDatabase> {
  const open = await openDatabase({ dataDir: config.dataDir, ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}) });
  try {
    if (open.created && options.demoSeed) await new TestimonialModeration(open.db).seedDemo(options.demoSeed());
  } catch (error) {
    await open.close();
    throw error;
  }
  return {
    testimonials: new PostgresTestimonials(open.db),
    feedback: new PostgresFeedback(open.db),
    manage: (secret) => ({
      codes: new PostgresVerificationCodes(open.db, secret),
      directory: new PostgresPatientDirectory(open.db, secret),
    }),
    mailQueue: (secret, confirmationsPerDay) =>
      new PostgresMailQueue(open.db, {
        secret,
        confirmationsPerDay,
        expiresAfterMs: { 'verification-code': MANAGE_LIMITS.codeTtlMinutes * 60_000 },
      }),
    usageCounters: new PostgresUsageCounters(open.db),
    waitlist: (key) => new PostgresWaitlist(open.db, { key }),
    description: open.description,
    ping: open.ping,
    close: open.close,
  };
}
