import type { TestimonialsPort } from '@clinic/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

const querySchema = z.object({ count: z.coerce.number().int().min(1).max(50).default(9) });

export const TESTIMONIALS_MESSAGE = { badCount: 'count must be a whole number from 1 to 50.' } as const;

/** GET /api/testimonials?count=9 → { success, data: { testimonials } }, public testimonials only (website.md §7). */
export const testimonialsRoute: FastifyPluginAsync<{ testimonials: TestimonialsPort }> = async (app, { testimonials }) => {
  app.get('/api/testimonials', async (req, reply) => {
    const query = querySchema.safeParse(req.query);
    if (!query.success) return reply.code(400).send({ success: false, error: TESTIMONIALS_MESSAGE.badCount });
    const featured = await testimonials.featured(query.data.count);
    // The port promises public only; checked again here because this answer is public.
    const visible = featured.filter((t) => t.is_public).slice(0, query.data.count);
    return { success: true, data: { testimonials: visible } };
  });
};
