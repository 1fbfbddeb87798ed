import type { AthenaRelayTransport } from '@clinic/adapters';
import { SCHEDULER_DEADLINES, type TestimonialsPort } from '@clinic/core';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { useErrorHandler } from './plugins/error-handler';
import { loggerOptions, useRequestLog, type LogOptions } from './plugins/logging';
import { useSecurity } from './plugins/security';
import { athenaProxyRoute } from './routes/athena-proxy/athena-proxy.route';
import { IdempotencyStore } from './routes/athena-proxy/idempotency-store';
import { healthRoute } from './routes/health/health.route';
import { loadBuiltSite } from './routes/site/site-files';
import { staticSiteRoute } from './routes/site/static-site.route';
import { testimonialsRoute } from './routes/testimonials/testimonials.route';

export interface AppOptions {
  /** How the proxy reaches athena (DirectTransport in production, the fake athena by default). */
  upstream: AthenaRelayTransport;
  testimonials: TestimonialsPort;
  /** The built web app; omitted or missing → API only, and `/` explains how to build. */
  webDist?: string;
  log?: LogOptions | false;
  upstreamTimeoutMs?: number;
  bodyLimitBytes?: number;
  /** Per client and per sensitive operation (patient search, registration, insurance, booking). */
  rateLimit?: { max: number; timeWindowMs: number };
  idempotency?: { maxEntries: number; ttlMs: number };
}

/** The whole server as a Fastify app; main.ts only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.log ?? {}),
    // Fastify's own request lines carry the URL; useRequestLog writes a safe one instead.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.bodyLimitBytes ?? 16 * 1024,
    trustProxy: false,
  });
  const site = options.webDist ? loadBuiltSite(options.webDist) : undefined;
  useErrorHandler(app);
  if (options.log !== false) useRequestLog(app);
  await useSecurity(app, site?.inlineScriptHashes);
  await app.register(healthRoute);
  await app.register(testimonialsRoute, { testimonials: options.testimonials });
  await app.register(athenaProxyRoute, {
    upstream: options.upstream,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? SCHEDULER_DEADLINES.serverUpstreamMs,
    idempotency: new IdempotencyStore(options.idempotency ?? { maxEntries: 1000, ttlMs: 24 * 3600_000 }),
    rateLimit: options.rateLimit ?? { max: 20, timeWindowMs: 60_000 },
  });
  await app.register(staticSiteRoute, { site });
  return app;
}
