import type { ColumnType, Generated, Selectable } from 'kysely';

/** Where a row came from: the /feedback form, a staff import (Google, Yelp, Vitals), or the demo seed. */
export type TestimonialOrigin = 'feedback' | 'import' | 'demo-seed';
/** Moderation: everything arrives pending; staff publish or hide it (`clinic feedback …`). */
export type TestimonialStatus = 'pending' | 'published' | 'hidden';

/**
 * One row per patient review, whatever its origin. The public fields are website.md §3's; `is_public` is
 * derived from `status` by the database itself, so the two can never disagree.
 */
interface TestimonialsTable {
  id: Generated<string>;
  platform: string;
  name: string | null;
  rating: number | null;
  comment: string;
  location: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  status: ColumnType<TestimonialStatus, TestimonialStatus | undefined, TestimonialStatus>;
  is_public: ColumnType<boolean, never, never>;
  ai_outcome_summary: string | null;
  origin: TestimonialOrigin;
  /** The review's id at its source (imports), so importing the same file twice adds nothing. */
  source_ref: string | null;
  moderated_at: ColumnType<Date | null, never, Date | string | null>;
}

/** One live verification code per subject (HMAC of e-mail and date of birth); the code itself is an HMAC too. */
interface VerificationCodesTable {
  subject_hash: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Who booked online under which e-mail and date of birth (hashed together), to find them again by those alone. */
interface ManagePatientsTable {
  lookup_hash: string;
  patient_id: string;
  remembered_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Where a queued e-mail stands: waiting, leased to a worker, delivered, given up, or over its address's daily cap. */
export type MailState = 'pending' | 'sending' | 'sent' | 'failed' | 'capped';

/** One e-mail of the durable queue (#36); `payload` is the encrypted message, dropped once it is sent or given up. */
interface MailQueueTable {
  id: Generated<string>;
  kind: string;
  dedupe_key: string;
  recipient_hash: string;
  payload: string | null;
  state: ColumnType<MailState, MailState | undefined, MailState>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string, Date | string>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | string, never>;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One clinic day's total of one usage counter and label (#31); `label` is '' for a counter without one. */
interface UsageCountsTable {
  /** YYYY-MM-DD in America/Los_Angeles. pg would read it as a Date at the machine's midnight: compared in SQL only. */
  clinic_day: ColumnType<Date, string, never>;
  name: string;
  label: string;
  /** bigint: pg hands it back as a string. */
  total: ColumnType<string, number, number>;
}

/** One patient waiting for an earlier time (#33); the e-mail is sealed, no name is kept. */
interface WaitlistEntriesTable {
  id: Generated<string>;
  appointment_id: string;
  patient_id: string;
  department_id: string;
  provider_id: string;
  appointment_type_id: string;
  booked_date: string;
  booked_time: string;
  patient_type: 'new' | 'existing';
  mode: 'appointment' | 'iv';
  provider_choice: 'same' | 'any';
  /** Days of the week, 0 = Sunday, comma-separated. */
  weekdays: string;
  part_of_day: 'morning' | 'afternoon' | 'any';
  end_date: string;
  /** The site language the entry was made in (en, es, hy; 'en' by default since 0006). */
  language: ColumnType<string, string | undefined, string>;
  email_sealed: string;
  athena_waitlist_id: string | null;
  created_at: ColumnType<Date, Date | string, never>;
}

/** One offer of a freed slot to one entry; unique per (entry, slot). */
interface WaitlistOffersTable {
  id: Generated<string>;
  entry_id: string;
  slot_id: string;
  state: 'pending' | 'accepted' | 'expired' | 'taken';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: ColumnType<Date, Date | string, never>;
}

export interface Database {
  testimonials: TestimonialsTable;
  verification_codes: VerificationCodesTable;
  manage_patients: ManagePatientsTable;
  mail_queue: MailQueueTable;
  usage_counts: UsageCountsTable;
  waitlist_entries: WaitlistEntriesTable;
  waitlist_offers: WaitlistOffersTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
