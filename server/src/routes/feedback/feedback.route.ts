import { feedbackSchema, type FeedbackPort } from '@clinic/core';
import type { FastifyPluginAsync } from 'fastify';
import { clientGroup } from '../../plugins/client-address';
import { ERROR_MESSAGE } from '../../plugins/error-handler';
import { SharedStateUnavailable } from '../athena-proxy/idempotency-store';
import type { LimitStore } from '../athena-proxy/limit-store';
import { secondsUntil } from '../athena-proxy/proxy-limits';

export interface FeedbackRouteOptions {
  feedback: FeedbackPort;
  /** Per client address group (an IPv4 address or an IPv6 /64), counted in the proxy's limit store. */
  rateLimit: { max: number; timeWindowMs: number };
  limitStore: LimitStore;
}

/** The form's hidden field: people never see or fill it, form-filling bots do. */
const HONEYPOT_FIELD = 'website';

export const FEEDBACK_ROUTE_MESSAGE = {
  unavailable: 'Your feedback could not be sent right now. Please try again in a few minutes.',
} as const;

// 1000 characters of comments, even all 4-byte, plus the other fields fit well under this.
const BODY_LIMIT_BYTES = 8 * 1024;

/**
 * POST /api/feedback { rating, clinic?, comments } → 201 { success: true }: stored pending, never public until
 * staff publish it. Bodies are never logged (the request log has method, route and status only).
 */
export const feedbackRoute: FastifyPluginAsync<FeedbackRouteOptions> = async (app, options) => {
  app.post(
    '/api/feedback',
    {
      bodyLimit: BODY_LIMIT_BYTES,
    },
    async (req, reply) => {
      // A shared limit store that is down (Redis, issue 14) refuses clearly; the form keeps the patient's text.
      const counted = await options.limitStore
        .add(`${clientGroup(req.ip)}:feedback`, options.rateLimit.timeWindowMs)
        .catch((error: unknown) => {
          if (error instanceof SharedStateUnavailable) return undefined;
          throw error;
        });
      if (!counted) return reply.code(503).send({ success: false, error: FEEDBACK_ROUTE_MESSAGE.unavailable });
      if (counted.count > options.rateLimit.max) {
        return reply
          .code(429)
          .header('retry-after', String(secondsUntil(counted.resetAt)))
          .send({ success: false, error: ERROR_MESSAGE.rateLimited });
      }
      const body = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return reply.code(400).send({ success: false, error: 'The request is not valid.' });
      const { [HONEYPOT_FIELD]: trap, ...fields } = body as Record<string, unknown>;
      // A filled trap gets the same answer as a real patient, so a bot learns nothing; nothing is stored.
      if (trap !== undefined && trap !== '') return reply.code(201).send({ success: true });
      const parsed = feedbackSchema.safeParse(fields);
      if (!parsed.success)
        return reply.code(400).send({ success: false, error: parsed.error.issues[0]?.message ?? 'The request is not valid.' });
      try {
        await options.feedback.submit(parsed.data);
      } catch (error) {
        // The driver's message may quote the row: log its code only.
        req.log.error({ code: (error as { code?: string }).code ?? (error as Error).name }, 'feedback not stored');
        return reply.code(503).send({ success: false, error: FEEDBACK_ROUTE_MESSAGE.unavailable });
      }
      return reply.code(201).send({ success: true });
    },
  );
};
