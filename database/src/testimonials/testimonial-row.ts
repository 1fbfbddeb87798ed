import type { Testimonial } from '@clinic/core';
import type { TestimonialRow } from '../schema';

/** The public shape (website.md §3) of a row: moderation columns stay in the database. */
export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: String(row.id),
    platform: row.platform,
    name: row.name,
    rating: row.rating,
    comment: row.comment,
    location: row.location,
    created_at: row.created_at.toISOString(),
    is_public: row.is_public,
    ai_outcome_summary: row.ai_outcome_summary,
  };
}
