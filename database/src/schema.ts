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

export interface Database {
  testimonials: TestimonialsTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
