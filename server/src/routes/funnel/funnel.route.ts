import { FUNNEL_PATH, funnelEventSchema, USAGE_COUNTERS, type FunnelEvent, type UsageCountersPort } from '@clinic/core';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { clientGroup } from '../../plugins/client-address';
import { ERROR_MESSAGE } from '../../plugins/error-handler';
import { SharedStateUnavailable } from '../athena-proxy/idempotency-store';
import type { LimitStore } from '../athena-proxy/limit-store';
import { secondsUntil } from '../athena-proxy/proxy-limits';

export interface FunnelRouteOptions {
  usage: UsageCountersPort;
  /** Per client address group (an IPv4 address or an IPv6 /64), counted in the proxy's limit store. */
  rateLimit: { max: number; timeWindowMs: number };
  limitStore: LimitStore;
}

/** The stable codes of the funnel's refusals; the dialog ignores them, a developer reads them. */
const FUNNEL_REFUSAL = {
  invalid: { status: 400, code: 'FUNNEL_EVENT_INVALID', error: 'Send one funnel event as JSON: {"event": …}, nothing else.' },
  limited: { status: 429, code: 'RATE_LIMITED', error: ERROR_MESSAGE.rateLimited },
  unavailable: { status: 503, code: 'FUNNEL_UNAVAILABLE', error: 'The event could not be counted right now.' },
} as const;

// The largest valid event is about 50 bytes.
const BODY_LIMIT_BYTES = 256;

const COUNTER_OF = {
  dialog_opened: USAGE_COUNTERS.dialogOpened,
  times_shown: USAGE_COUNTERS.timesShown,
  time_chosen: USAGE_COUNTERS.timeChosen,
  details_submitted: USAGE_COUNTERS.detailsSubmitted,
} as const satisfies Record<FunnelEvent['event'], string>;

/**
 * POST /api/funnel { event[, path] } → 204: what only the browser sees of a booking (the dialog opened, times shown,
 * a time chosen, details submitted) added to today's counts (decision 96). No cookie is read or set, no query string
 * is accepted, and an event carries nothing but its name and a path from a closed set: it cannot name anyone.
 */
export const funnelRoute: FastifyPluginAsync<FunnelRouteOptions> = async (app, options) => {
  const refuse = (reply: FastifyReply, refusal: (typeof FUNNEL_REFUSAL)[keyof typeof FUNNEL_REFUSAL]) =>
    reply.code(refusal.status).send({ error: refusal.error, code: refusal.code });

  app.post(
    FUNNEL_PATH,
    {
      bodyLimit: BODY_LIMIT_BYTES,
      // Unparsable JSON, another media type or a body too large: the same stable code, never the input echoed.
      errorHandler: (error: FastifyError, req, reply) => {
        if (error.statusCode && error.statusCode < 500) {
          void reply.code(error.statusCode).send({ error: FUNNEL_REFUSAL.invalid.error, code: FUNNEL_REFUSAL.invalid.code });
          return;
        }
        req.log.error({ code: error.code ?? error.name }, 'request failed');
        void reply.code(500).send({ error: ERROR_MESSAGE.server });
      },
    },
    async (req, reply) => {
      // A query string is a place to smuggle an identifier into access logs: refused before anything is counted.
      if (req.url.includes('?')) return refuse(reply, FUNNEL_REFUSAL.invalid);
      const counted = await options.limitStore
        .add(`${clientGroup(req.ip)}:funnel`, options.rateLimit.timeWindowMs)
        .catch((error: unknown) => {
          if (error instanceof SharedStateUnavailable) return undefined;
          throw error;
        });
      if (!counted) return refuse(reply, FUNNEL_REFUSAL.unavailable);
      if (counted.count > options.rateLimit.max) {
        return refuse(reply.header('retry-after', String(secondsUntil(counted.resetAt))), FUNNEL_REFUSAL.limited);
      }
      const parsed = funnelEventSchema.safeParse(req.body);
      if (!parsed.success) return refuse(reply, FUNNEL_REFUSAL.invalid);
      const event = parsed.data;
      // Answered at once: the count is stored in the background and never delays the dialog.
      void options.usage.increment(COUNTER_OF[event.event], event.event === 'time_chosen' ? { label: event.path } : {});
      return reply.code(204).send();
    },
  );
};
