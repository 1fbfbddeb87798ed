import { hostname } from 'node:os';
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
    // The process log (below) writes to process.stdout too: one stream keeps the lines in the order they happened.
    // pino's own default writes to the descriptor directly, and under load a line queued there came out after
    // later process lines (`server.listening` after `server.stopped`).
    stream: options.stream ?? process.stdout,
    redact: {
      paths: ['req', 'res', 'body', 'query', 'data', 'url', 'headers', '*.body', '*.query', '*.data', '*.url', '*.headers'],
      censor: '[redacted]',
    },
    // Every line carries a stable `event`, so an operator's queries never match on message text.
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, withEvent(args));
      },
    },
  };
}

/** Fastify's own lines, whose text varies (an address), by the event they are. */
const FRAMEWORK_EVENTS: readonly [RegExp, string][] = [[/^Server listening at /, 'server.listening']];

/**
 * A log call's arguments with an `event` field: the one given, else Fastify's own line's, else named after its
 * fixed message ("upstream failure" → `upstream.failure`, "mail not sent" → `mail.not_sent`).
 */
export function withEvent(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : undefined;
  if (fields && typeof fields.event === 'string') return args;
  const msg = fields ? rest[0] : first;
  const text = typeof msg === 'string' ? msg : '';
  // Fastify logs an error under its own message, which varies: such a line is named `error`.
  const framework = FRAMEWORK_EVENTS.find(([pattern]) => pattern.test(text))?.[1];
  const event = framework ?? (fields && 'err' in fields ? 'error' : eventName(text));
  // An error passed alone keeps pino's `err` serialiser (spreading it would drop its non-enumerable fields).
  if (first instanceof Error) return [{ event: text ? event : 'error', err: first }, ...rest];
  return fields ? [{ event, ...fields }, ...rest] : [{ event }, ...args];
}

function eventName(msg: string): string {
  const [subject, ...words] = msg
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  if (!subject) return 'log';
  return words.length ? `${subject}.${words.join('_')}` : subject;
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

/** pino's level numbers, so process events and request lines read alike in one stream. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * What the process says outside a request, as JSON lines in the request log's format, each with a stable `event`:
 * `server.starting`, `server.ready`, `server.stopping`, `server.stopped`, `dependency.down` / `dependency.up`
 * (with `dependency`), `config.invalid`, `server.start_failed`. `msg` stays readable for a person.
 */
export interface ProcessLog {
  event(level: keyof typeof LEVELS, event: string, fields: Record<string, unknown>, msg: string): void;
}

export function processLog(stream: { write(line: string): void } = process.stdout): ProcessLog {
  return {
    event(level, event, fields, msg) {
      const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), event, ...fields, msg };
      stream.write(`${JSON.stringify(line)}\n`);
    },
  };
}
