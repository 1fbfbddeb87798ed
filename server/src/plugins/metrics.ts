import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import { httpRequests, metricsRegistry } from '../metrics/metrics';
import { ERROR_MESSAGE } from './error-handler';

export interface MetricsOptions {
  /** GET /metrics asks for `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
  /** Serve /metrics without a token (the demo only); without a token and without this, /metrics is off. */
  open?: boolean;
}

let processMetrics = false;

/** Counts every answer by route pattern and status, and serves GET /metrics to whoever holds the token. */
export function useMetrics(app: FastifyInstance, options: MetricsOptions): void {
  if (!processMetrics) {
    processMetrics = true;
    collectDefaultMetrics({ register: metricsRegistry, prefix: 'clinic_' });
  }
  app.addHook('onResponse', (req, reply, done) => {
    // The route pattern, never the URL: a URL can carry whatever a visitor typed.
    httpRequests.inc({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) });
    done();
  });
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  app.get('/metrics', async (req, reply) => {
    if (!expected && !options.open) return reply.code(404).send({ error: ERROR_MESSAGE.notFound });
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'Send the metrics token as Authorization: Bearer <token>.' });
      }
    }
    return reply
      .type(metricsRegistry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsRegistry.metrics());
  });
}
