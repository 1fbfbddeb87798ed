import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { clientHash } from './client-address';

export interface LogOptions {
  level?: string;
  /** Where JSON lines go (tests capture them); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * pino settings that cannot leak patient data: no request or response bodies, no query strings, no headers
 * beyond what is redacted; each request is logged once by `requestLog` with safe fields only.
 */
export function loggerOptions(options: LogOptions | false): FastifyServerOptions['logger'] {
  if (options === false) return false;
  return {
    level: options.level ?? 'info',
    ...(options.stream ? { stream: options.stream } : {}),
    redact: {
      paths: ['req', 'res', 'body', 'query', 'data', 'url', 'headers', '*.body', '*.query', '*.data', '*.url', '*.headers'],
      censor: '[redacted]',
    },
  };
}

/**
 * One line per request: method, route pattern, proxy operation, status, duration and a hash of the client's
 * address group (to trace abuse across lines without keeping addresses) — never the URL's query.
 */
export function useRequestLog(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs after every proxied call.
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? '(not found)',
        operation: req.proxyCall?.operation.name,
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime),
        client: clientHash(req.ip),
      },
      'request',
    );
    done();
  });
}
