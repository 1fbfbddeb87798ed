import type { TestimonialsPort } from '@clinic/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { compressedJson } from './compressed-json';

/** The /testimonials page reads this many per page. */
const TESTIMONIALS_PAGE_SIZE = 12;

const querySchema = z.union([
  z.object({ page: z.coerce.number().int().min(1).max(10_000) }).strict(),
  z.object({ count: z.coerce.number().int().min(1).max(50).default(9) }).strict(),
]);

const TESTIMONIALS_MESSAGE = {
  badCount: 'count must be a whole number from 1 to 50.',
  badPage: 'page must be a whole number from 1.',
} as const;

/**
 * GET /api/testimonials?count=9 → { success, data: { testimonials } }, public testimonials only (website.md §7).
 * GET /api/testimonials?page=N → the same, newest first, TESTIMONIALS_PAGE_SIZE a page, plus page, pageSize, total.
 */
export const testimonialsRoute: FastifyPluginAsync<{ testimonials: TestimonialsPort }> = async (app, { testimonials }) => {
  app.addHook('onSend', compressedJson);
  app.get('/api/testimonials', async (req, reply) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) {
      const error = 'page' in (req.query as object) ? TESTIMONIALS_MESSAGE.badPage : TESTIMONIALS_MESSAGE.badCount;
      return reply.code(400).send({ success: false, error });
    }
    if ('page' in query.data) {
      const { page } = query.data;
      const [found, total] = await Promise.all([
        testimonials.page((page - 1) * TESTIMONIALS_PAGE_SIZE, TESTIMONIALS_PAGE_SIZE),
        testimonials.count(),
      ]);
      return { success: true, data: { testimonials: found.filter((t) => t.is_public), page, pageSize: TESTIMONIALS_PAGE_SIZE, total } };
    }
    const featured = await testimonials.featured(query.data.count);
    // The port promises public only; checked again here because this answer is public.
    const visible = featured.filter((t) => t.is_public).slice(0, query.data.count);
    return { success: true, data: { testimonials: visible } };
  });
};
