import { AthenaScheduler, type AthenaRelayTransport } from '@clinic/adapters';
import {
  type CodeGeneratorPort,
  type FeedbackPort,
  type MailerPort,
  type PatientDirectoryPort,
  type SiteLanguageCode,
  type TestimonialsPort,
  type VerificationCodeStorePort,
} from '@clinic/core';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { ERROR_MESSAGE, useErrorHandler } from './plugins/error-handler';
import { loggerOptions, useRequestLog, type LogOptions } from './plugins/logging';
import { useMetrics } from './plugins/metrics';
import { useSecurity } from './plugins/security';
import { feedbackRoute } from './routes/feedback/feedback.route';
import { athenaProxyRoute } from './routes/athena-proxy/athena-proxy.route';
import type { Redis } from 'ioredis';
import { MemoryIdempotencyStore } from './routes/athena-proxy/idempotency-store';
import { MemoryLimitStore, type LimitStore } from './routes/athena-proxy/limit-store';
import { RedisIdempotencyStore } from './routes/athena-proxy/redis-idempotency-store';
import { RedisReferenceStore } from './routes/athena-proxy/redis-reference-store';
import { RedisLimitStore } from './routes/athena-proxy/redis-limit-store';
import { PatientBinding, demoSecret } from './routes/athena-proxy/patient-binding';
import { DEFAULT_LIMITS, type ProxyLimits } from './routes/athena-proxy/proxy-limits';
import { BOOKING_GRACE_MS, DEFAULT_PROXY_DURATIONS } from './routes/athena-proxy/proxy-durations';
import { ReferenceCachingTransport, type ReferenceCacheOptions } from './routes/athena-proxy/reference-cache';
import { healthRoute, type ReadinessCheck } from './routes/health/health.route';
import { loadBuiltSite } from './routes/site/site-files';
import { staticSiteRoute } from './routes/site/static-site.route';
import { testimonialsRoute } from './routes/testimonials/testimonials.route';
import { mailFailures } from './metrics/metrics';
import { cryptoCodes } from './routes/manage/crypto-codes';
import { DEFAULT_MANAGE_LIMITS, ManageRateLimits, type ManageLimits } from './routes/manage/manage-limits';
import { manageRoute } from './routes/manage/manage.route';
import { ManageService } from './routes/manage/manage-service';
import { ManageSessions } from './routes/manage/manage-session';
import { AppointmentClaims } from './routes/manage/appointment-claims';
import { MemorySharedKeys } from './shared-state/shared-keys';
import { RedisSharedKeys } from './shared-state/redis-shared-keys';
import { mailDelivery, type MailQueueOptions } from './mail/mail-delivery';
import { mailFailure } from './mail/mail-failure';

/** "Manage my appointment" (#17): where codes and the booked-online index live, and how mail goes out. */
interface ManageOptions {
  codes: VerificationCodeStorePort;
  directory: PatientDirectoryPort;
  /** Sends e-mail; with `queue`, it is the transport the queue's worker delivers through. */
  mailer: MailerPort;
  /** The durable mail queue (#36): mail is written there and delivered with retries. Without it, sent at once. */
  queue?: MailQueueOptions;
  /** The site's absolute origin for links in e-mails (SITE_URL). */
  siteOrigin: string;
  codeGenerator?: CodeGeneratorPort;
  limits?: Partial<ManageLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The manage routes' background work (code and confirmation e-mails), when the routes are on. */
    manageService?: ManageService;
  }
}

export interface AppOptions {
  /** How the proxy reaches athena (DirectTransport in production, the fake athena by default). */
  upstream: AthenaRelayTransport;
  testimonials: TestimonialsPort;
  /** Where POST /api/feedback stores what patients send (the database); without it the route does not exist. */
  feedback?: FeedbackPort;
  /** Feedback posts per client address. */
  feedbackRateLimit?: { max: number; timeWindowMs: number };
  /** The built web app; omitted or missing → API only, and `/` explains how to build. */
  webDist?: string;
  /** Demo mode: every page carries the demo banner and `<html data-clinic-mode="demo">` (decision 15). */
  demo?: boolean;
  /** SITE_LANGUAGES: the site's languages served (every one when omitted); the others' addresses answer 404. */
  siteLanguages?: readonly SiteLanguageCode[];
  log?: LogOptions | false;
  /** How long a browser call waits for athena (ATHENA_CALL_TIMEOUT; DEFAULT_PROXY_DURATIONS otherwise). */
  upstreamTimeoutMs?: number;
  /** How long a booking may take at athena before it is aborted and checked (BOOKING_DEADLINE). */
  bookingDeadlineMs?: number;
  /** How long a browser's patient binding lasts (BOOKING_SESSION_TTL). */
  bindingTtlMs?: number;
  bodyLimitBytes?: number;
  /** How long a client may take to send its whole request, body included (10 s). */
  requestTimeoutMs?: number;
  /** Per client and per sensitive operation (patient search, registration, insurance, booking). */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Every other limit (docs/deployment.md, "Limits"); rateLimit, when given, sets `perOperation`. */
  limits?: Partial<ProxyLimits>;
  limitStore?: LimitStore;
  /** Booking keys kept in this process (without Redis) and how long each keeps its answer (BOOKING_KEY_TTL). */
  idempotency?: { maxEntries?: number; ttlMs?: number };
  /** Signs the patient binding (SESSION_SECRET); a random one per process when omitted (demo only). */
  sessionSecret?: string;
  /**
   * Redis shared by every replica (REDIS_URL): the limits and the idempotency store live there instead of in
   * this process (decision 29). The caller owns the client and closes it after the app.
   */
  redis?: Redis;
  /** What /readyz checks besides Redis (athena's token, the database), each named in its answer. */
  readiness?: ReadinessCheck[];
  /** GET /metrics: its Bearer token (METRICS_TOKEN); `open` serves it without one (demo). Off when neither. */
  metrics?: { token?: string; open?: boolean };
  /** Fastify's trustProxy: which reverse proxies may name the client address (TRUST_PROXY). */
  trustProxy?: boolean | string | number;
  now?: () => number;
  /** Reference answers (departments, providers, types, reasons) kept per practice; off when absent. */
  referenceCache?: ReferenceCacheOptions;
  /** /api/manage/* and the booking confirmation e-mail; without it neither exists. */
  manage?: ManageOptions;
}

/** Booking keys one process keeps without Redis; the oldest goes first. */
const MEMORY_BOOKING_KEYS = 1000;

/** The whole server as a Fastify app; main.ts only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const requestTimeout = options.requestTimeoutMs ?? 10_000;
  const app = Fastify({
    logger: loggerOptions(options.log ?? {}),
    // Fastify's own request lines carry the URL; useRequestLog writes a safe one instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimitBytes ?? 16 * 1024,
    trustProxy: trustProxyOption(options.trustProxy),
    // A client trickling its request (headers or body) is cut off with 408 instead of holding a socket.
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    // Bad URLs get the one plain error shape, not Fastify's body echoing the path and an internal code.
    frameworkErrors: (_error, _req, reply) => void (reply as FastifyReply).code(400).send({ error: ERROR_MESSAGE.badRequest }),
  });
  const site = options.webDist
    ? loadBuiltSite(options.webDist, { demo: options.demo ?? false, languages: options.siteLanguages })
    : undefined;
  useErrorHandler(app);
  if (options.log !== false) useRequestLog(app);
  useMetrics(app, options.metrics ?? {});
  await useSecurity(app, site?.inlineScriptHashes);
  const redis = options.redis;
  const readiness = [...(options.readiness ?? []), ...(redis ? [{ name: 'redis', check: () => redis.ping().then(() => undefined) }] : [])];
  await app.register(healthRoute, { checks: readiness });
  await app.register(testimonialsRoute, { testimonials: options.testimonials });
  const now = options.now ?? Date.now;
  const limitStore = options.limitStore ?? (redis ? new RedisLimitStore(redis, { now }) : new MemoryLimitStore({ now }));
  if (options.feedback) {
    const rateLimit = options.feedbackRateLimit ?? { max: 5, timeWindowMs: 10 * 60_000 };
    await app.register(feedbackRoute, { feedback: options.feedback, rateLimit, limitStore });
  }
  const bookingDeadlineMs = options.bookingDeadlineMs ?? DEFAULT_PROXY_DURATIONS.bookingDeadlineMs;
  const bookingKeyTtlMs = options.idempotency?.ttlMs ?? DEFAULT_PROXY_DURATIONS.bookingKeyTtlMs;
  const upstream = options.referenceCache
    ? new ReferenceCachingTransport(options.upstream, {
        ...options.referenceCache,
        store: options.referenceCache.store ?? (redis ? new RedisReferenceStore(redis) : undefined),
      })
    : options.upstream;
  const sessionSecret = options.sessionSecret ?? demoSecret();
  const manage = options.manage ? manageService(app, upstream, options.manage, now) : undefined;
  if (manage && options.manage) {
    app.decorate('manageService', manage);
    // Sessions and appointment claims live where the limits do: Redis with replicas, else this process.
    const keys = redis ? new RedisSharedKeys(redis) : new MemorySharedKeys({ now });
    await app.register(manageRoute, {
      service: manage,
      sessions: new ManageSessions({ secret: sessionSecret, secure: !options.demo, now, keys }),
      limits: new ManageRateLimits(limitStore, { ...DEFAULT_MANAGE_LIMITS, ...options.manage.limits }, sessionSecret),
      claims: new AppointmentClaims(keys),
    });
  }
  await app.register(athenaProxyRoute, {
    upstream,
    ...(manage ? { onBooked: (patientId: string, appointmentId: string) => manage.confirmBooking(patientId, appointmentId) } : {}),
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_PROXY_DURATIONS.upstreamTimeoutMs,
    bookingDeadlineMs,
    idempotency: redis
      ? new RedisIdempotencyStore(redis, { ttlMs: bookingKeyTtlMs, pendingTtlMs: bookingDeadlineMs + BOOKING_GRACE_MS, now })
      : new MemoryIdempotencyStore({
          maxEntries: options.idempotency?.maxEntries ?? MEMORY_BOOKING_KEYS,
          ttlMs: bookingKeyTtlMs,
          now,
          limits: limitStore,
        }),
    binding: new PatientBinding({ secret: sessionSecret, ttlMs: options.bindingTtlMs ?? DEFAULT_PROXY_DURATIONS.bindingTtlMs, now }),
    limits: {
      ...DEFAULT_LIMITS,
      ...(options.rateLimit ? { perOperation: { max: options.rateLimit.max, windowMs: options.rateLimit.timeWindowMs } } : {}),
      ...options.limits,
    },
    limitStore,
    now,
  });
  await app.register(staticSiteRoute, { site });
  return app;
}

/**
 * The manage use-cases over athena (through the proxy's own upstream and reference cache) and the given stores. Their
 * mail goes through the queue when there is one; closing the app lets background work finish and hands it over.
 */
function manageService(app: FastifyInstance, upstream: AthenaRelayTransport, manage: ManageOptions, now: () => number): ManageService {
  const clock = { now: () => new Date(now()) };
  const delivery = manage.queue ? mailDelivery(manage.queue, manage.mailer, app.log) : undefined;
  const service = new ManageService(
    {
      scheduler: new AthenaScheduler(upstream, { clock }),
      codes: manage.codes,
      codeGenerator: manage.codeGenerator ?? cryptoCodes,
      directory: manage.directory,
      mailer: delivery?.mailer ?? manage.mailer,
      clock,
      siteOrigin: manage.siteOrigin,
      onMailFailed: (kind, error) => {
        mailFailures.inc({ kind });
        app.log.warn({ kind, ...mailFailure(error, delivery !== undefined) }, 'mail not sent');
      },
    },
    app.log,
  );
  // The worker runs while the app does; an app built and never started (a failed start, a test) leaves no timer behind.
  if (delivery) app.addHook('onReady', async () => delivery.worker.start());
  // Runs once in-flight requests are done: a booking answered during the drain still has its confirmation queued.
  app.addHook('onClose', async () => {
    await service.idle();
    await delivery?.close();
  });
  return service;
}

/** Fastify's trustProxy; a hop count as the function Fastify makes of one (its types omit numbers). */
function trustProxyOption(trust: AppOptions['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address, hop) => hop < trust;
}
