import type { Testimonial } from '../model';

/** Source of patient testimonials for the home page and /testimonials (website.md §7). */
export interface TestimonialsPort {
  /** Public testimonials, newest first, at most `count`. */
  featured(count: number): Promise<Testimonial[]>;
  /** Public testimonials, newest first, skipping `offset`, at most `limit` (the /testimonials pages). */
  page(offset: number, limit: number): Promise<Testimonial[]>;
  /** How many public testimonials exist. */
  count(): Promise<number>;
}
