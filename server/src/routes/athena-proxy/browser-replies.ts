import { BOOKING_SESSION_HEADER, isSuccessStatus } from '@clinic/adapters';
import { OFFICE_PHONE } from '@clinic/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { athenaLatency, idempotentReplays, proxyOperations, rateLimitRefusals, sharedStateRefusals } from '../../metrics/metrics';
import { OUTCOME_UNKNOWN } from './booking-outcome';
import { UPSTREAM_MESSAGE, type BrowserAnswer } from './athena-answer-filter';
import type { LimitRefusal } from './proxy-limits';
import { UpstreamUnavailable, type UnavailableReason } from './upstream-call';

// The athena proxy's replies: what it sends the browser, counts in the metrics and logs, for an answer from athena
// and for the refusals that never reach it (the route and its plugins decide which).

const JSON_TYPE = 'application/json; charset=utf-8';
// These texts can reach the patient's screen: they name no header or mechanism.
export const PROXY_MESSAGE = {
  badKey: 'This booking request is not valid. Please close the dialog and book again.',
  keyReused: 'This booking request was already used for a different booking. Please close the dialog and book again.',
  postOnly: 'Send athena calls as POST { url, method, data } to this address.',
} as const;

/**
 * The one answer to an insurance or booking call for a patient this browser was not handed in this booking
 * (docs/decisions/, 19). Identical whether the id exists or not, and whether a binding was sent or not.
 */
export const NOT_BOUND = {
  status: 403,
  code: 'BOOKING_SESSION_INVALID',
  error: `Your booking session has expired. Please close the dialog and start again, or call our office at ${OFFICE_PHONE}.`,
} as const;

/**
 * The answer to a patient operation while the shared store (Redis) cannot be reached: without it a retried
 * booking could be made twice and the limits would not hold, so the operation is refused (decision 29).
 */
export const SHARED_STATE_DOWN = {
  status: 503,
  code: 'BOOKING_UNAVAILABLE',
  error: `Online booking is unavailable right now. Please try again in a few minutes, or call our office at ${OFFICE_PHONE} to book.`,
  retryAfterSeconds: 30,
} as const;

/** athena confirmed the call (a registration or booking made: what the address's caps count), not "not known yet". */
export function isConfirmed(answer: BrowserAnswer): boolean {
  return isSuccessStatus(answer.status) && answer.status !== OUTCOME_UNKNOWN.status;
}

/** athena's latency for one operation, recorded whether it answers or not. */
export function timed<T>(operation: string, call: Promise<T>): Promise<T> {
  const stop = athenaLatency.startTimer({ operation });
  return call.finally(() => stop());
}

/** Sends the browser its answer (athena's, or ours in its place), counting and logging it; athena unreachable is 502/504. */
export function replyWithAnswer(req: FastifyRequest, reply: FastifyReply, answer: Promise<BrowserAnswer>): Promise<FastifyReply> {
  const operation = req.proxyCall?.operation.name ?? 'unknown';
  return answer.then(
    ({ status, json, session, retryAfterSeconds }) => {
      // A limit's refusal given as an answer never reached athena.
      if (retryAfterSeconds === undefined) proxyOperations.inc({ operation, athena_status: String(status) });
      if (session) reply.header(BOOKING_SESSION_HEADER, session);
      if (status === OUTCOME_UNKNOWN.status) reply.header('retry-after', String(OUTCOME_UNKNOWN.retryAfterSeconds));
      if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
      return reply.code(status).type(JSON_TYPE).send(json);
    },
    (error: unknown) => {
      if (!(error instanceof UpstreamUnavailable)) throw error;
      proxyOperations.inc({ operation, athena_status: 'unavailable' });
      logFailure(req, error.reason);
      return error.reason === 'timeout'
        ? reply.code(504).send({ error: UPSTREAM_MESSAGE.timeout })
        : reply.code(502).send({ error: error.reason === 'network' ? UPSTREAM_MESSAGE.network : UPSTREAM_MESSAGE.failed });
    },
  );
}

/** A limit's refusal as the answer of a keyed booking: not definitive (429), so the key is freed for a retry. */
export function refusalAnswer(refusal: LimitRefusal): BrowserAnswer {
  rateLimitRefusals.inc({ operation: 'book', code: refusal.code ?? 'RATE_LIMITED' });
  return { status: 429, json: JSON.stringify({ error: refusal.error, code: refusal.code }), retryAfterSeconds: refusal.retryAfterSeconds };
}

export function replayed(reply: FastifyReply): FastifyReply {
  idempotentReplays.inc();
  return reply.header('idempotent-replayed', 'true');
}

export function sharedStateDown(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  sharedStateRefusals.inc({ operation: req.proxyCall?.operation.name ?? 'unknown' });
  req.log.warn({ operation: req.proxyCall?.operation.name, sharedState: 'down' }, 'patient operation refused: shared state unavailable');
  return reply
    .code(SHARED_STATE_DOWN.status)
    .header('retry-after', String(SHARED_STATE_DOWN.retryAfterSeconds))
    .send({ error: SHARED_STATE_DOWN.error, code: SHARED_STATE_DOWN.code });
}

export function refuse(req: FastifyRequest, reply: FastifyReply, refusal: LimitRefusal): FastifyReply {
  rateLimitRefusals.inc({ operation: req.proxyCall?.operation.name ?? 'unknown', code: refusal.code ?? 'RATE_LIMITED' });
  return reply.code(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ error: refusal.error, code: refusal.code });
}

/** One warn line per upstream failure, by kind; the request line carries the client's hash. */
export function logFailure(req: FastifyRequest, kind: UnavailableReason | BrowserAnswer['failure']): void {
  req.log.warn({ operation: req.proxyCall?.operation.name, upstreamFailure: kind }, 'upstream failure');
}
