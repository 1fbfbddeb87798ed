import type { Testimonial, TestimonialsPort } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../test-support/build-app';

// A published review whose every text holds a bidi override or isolate (U+202A–U+202E, U+2066–U+2069).
const reversed: Testimonial = {
  id: 't1',
  platform: 'google',
  name: '\u202eAna P.',
  rating: 1,
  comment: 'Log in at \u202emoc.elpmaxe.live\u202c \u2066to\u2069 \u202aget\u202b your \u202dresults',
  location: 'Glendale\u2067',
  ai_outcome_summary: '\u2068Saved my life',
  is_public: true,
};
const port: TestimonialsPort = {
  featured: async () => [reversed],
  page: async () => [reversed],
  count: async () => 1,
};

describe('GET /api/testimonials', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it.each(['/api/testimonials?count=9', '/api/testimonials?page=1'])(
    'serves every text without bidi overrides or isolates, in the order it was typed (%s)',
    async (url) => {
      ({ app } = await build({ testimonials: port }));
      const [served] = (await app.inject(url)).json().data.testimonials;
      expect(served).toEqual({
        ...reversed,
        name: 'Ana P.',
        comment: 'Log in at moc.elpmaxe.live to get your results',
        location: 'Glendale',
        ai_outcome_summary: 'Saved my life',
      });
    },
  );
});
