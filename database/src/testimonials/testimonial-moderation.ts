import type { Testimonial } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database, TestimonialOrigin, TestimonialStatus } from '../schema';
import { toTestimonial } from './testimonial-row';

/** A review exported from Google, Yelp or Vitals, already validated by the importer. */
export interface ImportedReview {
  platform: 'google' | 'yelp' | 'vitals';
  sourceRef: string;
  name?: string;
  rating?: number;
  comment: string;
  location?: string;
  createdAt?: string;
}

/** What staff see when moderating: the public fields plus where a row came from and its state. */
export interface ModerationItem extends Testimonial {
  status: TestimonialStatus;
  origin: TestimonialOrigin;
}

export type ModerationResult = 'done' | 'not-found';

const ID = /^\d{1,18}$/;

/** Staff moderation: feedback and imported reviews arrive pending; publishing makes them public. */
export class TestimonialModeration {
  constructor(private readonly db: Kysely<Database>) {}

  async list(options: { pendingOnly?: boolean } = {}): Promise<ModerationItem[]> {
    let query = this.db.selectFrom('testimonials').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (options.pendingOnly) query = query.where('status', '=', 'pending');
    const rows = await query.execute();
    return rows.map((row) => ({ ...toTestimonial(row), status: row.status, origin: row.origin }));
  }

  /** Makes a row public; `name` (e.g. "Maria G.") and `outcome` fill the card when staff give them. */
  async publish(id: string, options: { name?: string; outcome?: string } = {}): Promise<ModerationResult> {
    if (!ID.test(id)) return 'not-found';
    const result = await this.db
      .updateTable('testimonials')
      .set({
        status: 'published',
        moderated_at: new Date(),
        ...(options.name !== undefined ? { name: options.name } : {}),
        ...(options.outcome !== undefined ? { ai_outcome_summary: options.outcome } : {}),
      })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'done' : 'not-found';
  }

  async hide(id: string): Promise<ModerationResult> {
    if (!ID.test(id)) return 'not-found';
    const result = await this.db
      .updateTable('testimonials')
      .set({ status: 'hidden', moderated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n ? 'done' : 'not-found';
  }

  /** Adds reviews as pending; one already imported (same platform and source id) is skipped. */
  async importReviews(reviews: readonly ImportedReview[]): Promise<{ added: number; skipped: number }> {
    if (reviews.length === 0) return { added: 0, skipped: 0 };
    const rows = await this.db
      .insertInto('testimonials')
      .values(
        reviews.map((r) => ({
          platform: r.platform,
          name: r.name ?? null,
          rating: r.rating ?? null,
          comment: r.comment,
          location: r.location ?? null,
          ai_outcome_summary: null,
          origin: 'import' as const,
          source_ref: `${r.platform}:${r.sourceRef}`,
          ...(r.createdAt ? { created_at: r.createdAt } : {}),
        })),
      )
      .onConflict((oc) => oc.column('source_ref').doNothing())
      .returning('id')
      .execute();
    return { added: rows.length, skipped: reviews.length - rows.length };
  }

  /** Demo only: the fixture testimonials, public ones published, into a brand-new demo database. */
  async seedDemo(testimonials: readonly Testimonial[]): Promise<void> {
    if (testimonials.length === 0) return;
    await this.db
      .insertInto('testimonials')
      .values(
        testimonials.map((t) => ({
          platform: t.platform,
          name: t.name ?? null,
          rating: t.rating ?? null,
          comment: t.comment,
          location: t.location ?? null,
          ai_outcome_summary: t.ai_outcome_summary ?? null,
          origin: 'demo-seed' as const,
          source_ref: `demo:${t.id}`,
          status: t.is_public ? ('published' as const) : ('pending' as const),
          ...(t.created_at ? { created_at: t.created_at } : {}),
        })),
      )
      .onConflict((oc) => oc.column('source_ref').doNothing())
      .execute();
  }
}
