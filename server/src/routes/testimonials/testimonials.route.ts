import { withoutBidiControls, type Testimonial, type TestimonialsPort } from '@clinic/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { compressedJson } from '../../plugins/compressed-json';
import { LastKnownTestimonials } from './last-known-testimonials';

/** The /testimonials page reads this many per page. */
const TESTIMONIALS_PAGE_SIZE = 12;

const querySchema = z.union([
  z.object({ page: z.coerce.number().int().min(1).max(10_000) }).strict(),
  z.object({ count: z.coerce.number().int().min(1).max(50).default(9) }).strict(),
]);

const TESTIMONIALS_MESSAGE = {
  badCount: 'count must be a whole number from 1 to 50.',
  badPage: 'page must be a whole number from 1.',
  unavailable: 'Testimonials are unavailable right now.',
} as const;

// A bidi override or isolate reorders what follows it: "\u202Emoc.elpmaxe.live" shows as "evil.example.com", a
// review can read as its opposite. The public answer carries every text as it was typed, in its typed order.
function readable(t: Testimonial): Testimonial {
  const strip = (text: string | null | undefined) => (text ? withoutBidiControls(text) : text);
  return {
    ...t,
    comment: withoutBidiControls(t.comment),
    name: strip(t.name),
    location: strip(t.location),
    ai_outcome_summary: strip(t.ai_outcome_summary),
  };
}

/** The database is down and nothing was read before it went: the site then shows its sample testimonials (website.md §8). */
function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .send({ success: false, error: TESTIMONIALS_MESSAGE.unavailable, code: 'TESTIMONIALS_UNAVAILABLE' });
}

/**
 * GET /api/testimonials?count=9 → { success, data: { testimonials } }, public testimonials only (website.md §7).
 * GET /api/testimonials?page=N → the same, newest first, TESTIMONIALS_PAGE_SIZE a page, plus page, pageSize, total.
 * With the database down: the last answer read for the same query, marked `stale: true`; none yet → 503.
 */
export const testimonialsRoute: FastifyPluginAsync<{ testimonials: TestimonialsPort }> = async (app, { testimonials }) => {
  app.addHook('onSend', compressedJson);
  const lastKnown = new LastKnownTestimonials(app.log);
  app.get('/api/testimonials', async (req, reply) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) {
      const error = 'page' in (req.query as object) ? TESTIMONIALS_MESSAGE.badPage : TESTIMONIALS_MESSAGE.badCount;
      return reply.code(400).send({ success: false, error });
    }
    if ('page' in query.data) {
      const { page } = query.data;
      const read = await lastKnown.read(`page ${page}`, () =>
        Promise.all([testimonials.page((page - 1) * TESTIMONIALS_PAGE_SIZE, TESTIMONIALS_PAGE_SIZE), testimonials.count()]),
      );
      if (!read) return unavailable(reply);
      const [found, total] = read.value;
      const data = { testimonials: found.filter((t) => t.is_public).map(readable), page, pageSize: TESTIMONIALS_PAGE_SIZE, total };
      return read.stale ? { success: true, data, stale: true } : { success: true, data };
    }
    const { count } = query.data;
    const read = await lastKnown.read(`featured ${count}`, () => testimonials.featured(count));
    if (!read) return unavailable(reply);
    // The port promises public only; checked again here because this answer is public.
    const visible = read.value
      .filter((t) => t.is_public)
      .slice(0, count)
      .map(readable);
    return read.stale
      ? { success: true, data: { testimonials: visible }, stale: true }
      : { success: true, data: { testimonials: visible } };
  });
};
