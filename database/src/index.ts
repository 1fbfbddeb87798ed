// PostgreSQL (production) and its embedded twin (demo): schema, migrations, and the adapters on them.
// A workspace of its own so pg, Kysely and PGlite never reach the browser bundle (the web imports @clinic/adapters).
export { openDatabase, type DatabaseSettings, type OpenDatabase } from './connect/open-database';
export { databaseEnvFields, databaseSettingsFromEnv } from './connect/database-env';
export { migrateToLatest, type MigrationReport } from './migrations/migrate';
export { PostgresTestimonials } from './testimonials/postgres-testimonials';
export { OWN_PLATFORM, PostgresFeedback } from './feedback/postgres-feedback';
export {
  TestimonialModeration,
  type ImportedReview,
  type ModerationItem,
  type ModerationResult,
} from './testimonials/testimonial-moderation';
export type { Database, TestimonialOrigin, TestimonialStatus } from './schema';
export { PostgresVerificationCodes } from './manage/postgres-verification-codes';
export { PostgresPatientDirectory } from './manage/postgres-patient-directory';
export type { MailState } from './schema';
export { PostgresMailQueue, type PostgresMailQueueOptions } from './mail/postgres-mail-queue';
export { listMailQueue, type MailQueueItem } from './mail/mail-queue-report';
export { PostgresUsageCounters } from './usage/postgres-usage-counters';
export { usageTotals, type UsageTotal } from './usage/usage-totals';
export { PostgresWaitlist } from './waitlist/postgres-waitlist';
export { listWaitlist, removeWaitlistEntry, type WaitlistListing } from './waitlist/waitlist-report';
