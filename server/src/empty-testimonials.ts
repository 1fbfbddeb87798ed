import type { Testimonial, TestimonialsPort } from '@clinic/core';

/**
 * Production's testimonials until the database adapter serves real ones: none, never invented ones
 * (the fixture store's are faker-made and stay in the demo).
 */
export class EmptyTestimonials implements TestimonialsPort {
  async featured(): Promise<Testimonial[]> {
    return [];
  }

  async count(): Promise<number> {
    return 0;
  }
}
