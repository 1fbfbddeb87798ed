import type { AthenaTransport } from '@clinic/adapters';
import { AVAILABILITY_PATH, availabilityQuerySchema, type AvailabilitySnapshot } from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { reportAvailabilityAges } from '../metrics/metrics';
import { ERROR_MESSAGE } from '../plugins/error-handler';
import { failureCode } from '../routes/health/failure-code';
import { AvailabilityIndex } from './availability-index';
import type { IndexTimings } from './index-refresher';
import { AvailabilityReader } from './availability-reader';
import { MemoryAvailabilityStore, type AvailabilityStore } from './availability-store';
import { RedisAvailabilityStore } from './redis-availability-store';
import { RedisRefreshLease, soleRefresher, type RefreshLease } from './refresh-lease';
import { pageEncoding } from '../routes/site/demo-pages';
import { EncodedAnswers } from './encoded-answers';

/** buildApp's `availability` option: the index's pace and, for tests, its clock and stores. */
export interface AvailabilityOptions extends IndexTimings {
  /**
   * athena calls one refresh keeps in flight at most (2): the 14-day window in about 2.5 s at 400 ms a call, and the
   * per-practice pacing (ATHENA_MAX_RPS) still shares every second with patients' calls.
   */
  concurrency?: number;
  /** How long one athena call of a refresh may take before it is aborted (ATHENA_CALL_TIMEOUT). */
  callTimeoutMs?: number;
  now?: () => number;
  store?: AvailabilityStore;
  lease?: RefreshLease;
  /** Called after each refresh made by this replica (only the lease holder refreshes): the waitlist's hook (#33). */
  afterIndexRefresh?: (snapshot: AvailabilitySnapshot) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The availability index (#31), when the app was built with `availability`. */
    availabilityIndex?: AvailabilityIndex;
  }
}

const DEFAULT_CONCURRENCY = 2;

/** The index over the server's upstream, in Redis with replicas (one lease holder refreshes) or in this process. */
export function buildAvailabilityIndex(
  upstream: AthenaTransport,
  options: AvailabilityOptions,
  shared: { redis?: Redis | undefined; log: FastifyBaseLogger; callTimeoutMs: number },
): AvailabilityIndex {
  const now = options.now ?? Date.now;
  const callTimeoutMs = options.callTimeoutMs ?? shared.callTimeoutMs;
  let calls = 0;
  // Counted here, so the metric is what the index asked for; aborted past the deadline, so a hung call never stalls it.
  const counted: AthenaTransport = {
    request: (request) => {
      calls++;
      return upstream.request({ ...request, signal: AbortSignal.timeout(callTimeoutMs) });
    },
  };
  const { redis } = shared;
  const index = new AvailabilityIndex({
    store: options.store ?? (redis ? new RedisAvailabilityStore(redis, now) : new MemoryAvailabilityStore(now)),
    lease: options.lease ?? (redis ? new RedisRefreshLease(redis) : soleRefresher),
    reader: new AvailabilityReader(counted, options.concurrency ?? DEFAULT_CONCURRENCY, now),
    callsMade: () => calls,
    now,
    nearRefreshMs: options.nearRefreshMs,
    farRefreshMs: options.farRefreshMs,
    onFailure: (part, error) =>
      shared.log.warn(
        { event: 'availability.read_failed', part, reason: failureCode(error) },
        'availability index: read failed, last index kept',
      ),
  });
  if (options.afterIndexRefresh) index.onRefreshed(options.afterIndexRefresh);
  reportAvailabilityAges(() => {
    const state = index.lastRead;
    if (!state) return [];
    const at = now();
    return [
      ['near', (at - state.nearRefreshedAt.getTime()) / 1000],
      ['far', (at - state.farRefreshedAt.getTime()) / 1000],
    ];
  });
  return index;
}

/** GET /api/availability (the contract's schemas), the index's start with the app and its stop on close. */
export const availabilityRoute = fp<{ index: AvailabilityIndex }>(
  async (app, { index }) => {
    app.decorate('availabilityIndex', index);
    // The 90-day answer is about 1 MB of JSON: compressed once per index state (EncodedAnswers), and not sent again to
    // a browser that holds it (its ETag); `no-cache` makes every use ask, so a kept copy is never shown stale.
    const encoded = new EncodedAnswers();
    app.get(AVAILABILITY_PATH, async (req, reply) => {
      const query = availabilityQuerySchema.safeParse(req.query);
      reply.header('vary', 'accept-encoding');
      if (!query.success) return reply.header('cache-control', 'no-store').code(400).send({ error: ERROR_MESSAGE.badRequest });
      const { answer, state } = await index.answer(query.data);
      const sent = encoded.of(state, query.data, answer);
      reply.header('cache-control', 'private, no-cache').header('etag', sent.etag);
      if (holds(req.headers['if-none-match'], sent.etag)) return reply.code(304).send();
      const encoding = pageEncoding(req.headers['accept-encoding']);
      const body = await sent.body(encoding);
      if (typeof body !== 'string') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    });
    // Ticks only while the app runs: an app built and never started leaves no timer behind.
    app.addHook('onReady', async () => index.start());
    app.addHook('onClose', async () => index.stop());
  },
  { name: 'availability-index', fastify: '5.x' },
);

/** Does an If-None-Match header name this validator (weak comparison, RFC 9110 §13.1.2)? */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch?.split(',').some((tag) => opaque(tag) === opaque(etag) || tag.trim() === '*') ?? false;
}
