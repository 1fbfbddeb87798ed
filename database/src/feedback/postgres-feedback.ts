import type { FeedbackPort, PatientFeedback } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The practice's own platform (website.md §3): what feedback from /feedback is published under. */
export const OWN_PLATFORM = 'hospital';

/** FeedbackPort on PostgreSQL: a pending, not public row that staff moderate with `clinic feedback`. */
export class PostgresFeedback implements FeedbackPort {
  constructor(private readonly db: Kysely<Database>) {}

  async submit(feedback: PatientFeedback): Promise<void> {
    await this.insert(feedback);
  }

  /** The new row's id (tests and the CLI's own checks use it; the public answer does not carry it). */
  async insert(feedback: PatientFeedback): Promise<string> {
    const { id } = await this.db
      .insertInto('testimonials')
      .values({
        platform: OWN_PLATFORM,
        rating: feedback.rating,
        comment: feedback.comments,
        location: feedback.clinic ?? null,
        name: null,
        ai_outcome_summary: null,
        origin: 'feedback',
        source_ref: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(id);
  }
}
