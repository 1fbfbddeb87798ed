import { AthenaScheduler, type AthenaRelayTransport } from '@clinic/adapters';
import {
  guardedScheduler,
  type CodeGeneratorPort,
  type FeedbackPort,
  type MailerPort,
  type PatientDirectoryPort,
  type SiteLanguageCode,
  type TestimonialsPort,
  type UsageCountersPort,
  type VerificationCodeStorePort,
} from '@clinic/core';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { ERROR_MESSAGE, useErrorHandler } from './plugins/error-handler';
import { loggerOptions, useRequestLog, type LogOptions } from './plugins/logging';
import { useMetrics } from './plugins/metrics';
import { useSecurity } from './plugins/security';
import { feedbackRoute } from './routes/feedback/feedback.route';
import { athenaProxyRoute, type AthenaProxyOptions } from './routes/athena-proxy/athena-proxy.route';
import { isConfirmed } from './routes/athena-proxy/browser-replies';
import { availabilityRoute, buildAvailabilityIndex, type AvailabilityOptions } from './availability/availability.plugin';
import type { AvailabilityIndex } from './availability/availability-index';
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
import { funnelRoute } from './routes/funnel/funnel.route';
import { RecordedUsage } from './usage/recorded-usage';
import { waitlistService, type WaitlistOptions, type WaitlistService } from './routes/waitlist/waitlist-service';
import { waitlistRoute } from './routes/waitlist/waitlist.route';

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
    /** The usage counters (#31): /metrics at once, the database's clinic-day totals in the background. */
    usageCounters: RecordedUsage;
    /** The waitlist (#33), when it is on: `onIndexRefreshed` is what the availability index calls after a refresh. */
    waitlist?: WaitlistService;
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
  /** Where the usage counters' clinic-day totals are stored (the database); without it they reach /metrics only. */
  usageCounters?: UsageCountersPort;
  /** POST /api/funnel events per client address. */
  funnelRateLimit?: { max: number; timeWindowMs: number };
  /** /api/waitlist/* and offers of earlier times (#33); needs `manage` (its mail, its sessions, its reschedule rule). */
  waitlist?: WaitlistOptions;
  /** The availability index and GET /api/availability (#31); without it neither exists and searches go to athena. */
  availability?: AvailabilityOptions;
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
  const usage = useUsageCounters(app, options.usageCounters);
  await app.register(funnelRoute, { usage, rateLimit: options.funnelRateLimit ?? { max: 60, timeWindowMs: 60_000 }, limitStore });
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
  let waitlist: WaitlistService | undefined;
  if (manage && options.manage) {
    app.decorate('manageService', manage);
    // Sessions and appointment claims live where the limits do: Redis with replicas, else this process.
    const keys = redis ? new RedisSharedKeys(redis) : new MemorySharedKeys({ now });
    const sessions = new ManageSessions({ secret: sessionSecret, secure: !options.demo, now, keys });
    const limits = new ManageRateLimits(limitStore, { ...DEFAULT_MANAGE_LIMITS, ...options.manage.limits }, sessionSecret);
    const offers = options.waitlist ? waitlistService(app, manage, { counters: usage, ...options.waitlist }, sessionSecret) : undefined;
    waitlist = offers;
    await app.register(manageRoute, {
      service: manage,
      sessions,
      limits,
      claims: new AppointmentClaims(keys),
      ...(offers ? { onAppointmentGone: (appointmentId: string) => offers.forget(appointmentId) } : {}),
    });
    if (offers) {
      app.decorate('waitlist', offers);
      const binding = new PatientBinding({
        secret: sessionSecret,
        ttlMs: options.bindingTtlMs ?? DEFAULT_PROXY_DURATIONS.bindingTtlMs,
        now,
      });
      await app.register(waitlistRoute, { deps: offers.deps, sessions, binding, limits });
    }
  }
  const index = options.availability
    ? buildAvailabilityIndex(upstream, options.availability, {
        redis,
        log: app.log,
        callTimeoutMs: options.upstreamTimeoutMs ?? DEFAULT_PROXY_DURATIONS.upstreamTimeoutMs,
      })
    : undefined;
  if (index) await app.register(availabilityRoute, { index });
  // Issue #33: matching runs after each refresh, on the replica that holds the index's lease.
  const matching = waitlist;
  if (index && matching) index.onRefreshed((snapshot) => matching.onIndexRefreshed(snapshot));
  await app.register(athenaProxyRoute, {
    upstream,
    ...(index ? indexedProxy(index) : {}),
    ...(manage
      ? {
          onBooked: (patientId: string, appointmentId: string, language: SiteLanguageCode) =>
            manage.confirmBooking(patientId, appointmentId, language),
        }
      : {}),
    usage,
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
      // Every driver's scheduler goes through the core's client guard (decision 34), the manage flow's too.
      scheduler: guardedScheduler(new AthenaScheduler(upstream, { clock })),
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

/** The app's usage counters over `store`, decorated for every route; closing the app lets their writes land. */
function useUsageCounters(app: FastifyInstance, store: UsageCountersPort | undefined): RecordedUsage {
  const usage = new RecordedUsage(store, app.log);
  app.decorate('usageCounters', usage);
  app.addHook('onClose', () => usage.idle());
  return usage;
}

/** The proxy's searches answered from the index, and every booking's answer reflected in it (#31). */
function indexedProxy(index: AvailabilityIndex): Pick<AthenaProxyOptions, 'onBookingAnswer' | 'openSlotsWithoutAthena'> {
  return {
    openSlotsWithoutAthena: (call) => index.openSlotsAnswer(call.sent),
    // athena's answer stays the only truth: a confirmed booking leaves the index, a lost race re-reads the day.
    onBookingAnswer: async (appointmentId, answer) => {
      if (isConfirmed(answer)) await index.booked(appointmentId);
      else if (answer.status === 409) await index.lostRace(appointmentId);
    },
  };
}

/** Fastify's trustProxy; a hop count as the function Fastify makes of one (its types omit numbers). */
function trustProxyOption(trust: AppOptions['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address, hop) => hop < trust;
}
