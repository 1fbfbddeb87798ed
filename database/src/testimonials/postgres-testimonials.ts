import type { Testimonial, TestimonialsPort } from '@clinic/core';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { toTestimonial } from './testimonial-row';

/** TestimonialsPort on PostgreSQL: published testimonials only, newest first (website.md §7). */
export class PostgresTestimonials implements TestimonialsPort {
  constructor(private readonly db: Kysely<Database>) {}

  async featured(count: number): Promise<Testimonial[]> {
    return this.newest(Math.max(0, Math.floor(count)), 0);
  }

  async page(offset: number, limit: number): Promise<Testimonial[]> {
    return this.newest(Math.max(0, Math.floor(limit)), Math.max(0, Math.floor(offset)));
  }

  async count(): Promise<number> {
    const { total } = await this.db
      .selectFrom('testimonials')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  private async newest(limit: number, offset: number): Promise<Testimonial[]> {
    if (limit === 0) return [];
    const rows = await this.db
      .selectFrom('testimonials')
      .selectAll()
      .where('is_public', '=', true)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map(toTestimonial);
  }
}
