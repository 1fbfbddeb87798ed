import { BOOKING_SESSION_HEADER, type AthenaRelayTransport } from '@clinic/adapters';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientGroup } from '../../plugins/client-address';
import { OUTCOME_UNKNOWN_ANSWER, bookingOutcome } from './booking-outcome';
import { SharedStateUnavailable, type ClaimOutcome, type IdempotencyStore } from './idempotency-store';
import { MemoryLimitStore, type LimitStore } from './limit-store';
import type { BindingGrant, PatientBinding } from './patient-binding';
import { PatientBookings } from './patient-bookings';
import { browserAnswer, type BrowserAnswer } from './athena-answer-filter';
import {
  AddressLimits,
  PatientLimit,
  claimRefusal,
  type AddressLimit,
  type LimitRefusal,
  type ProxyLimits,
  type Reserved,
} from './proxy-limits';
import {
  NOT_BOUND,
  PROXY_MESSAGE,
  SHARED_STATE_DOWN,
  isSuccess,
  logFailure,
  refusalAnswer,
  refuse,
  replayed,
  send,
  sharedStateDown,
  timed,
} from './browser-replies';
import { ReferenceCallCache, resolveProxyCall, type ProxyCall } from './call-resolution';
import type { ProxyOperation } from './proxy-allowlist';
import { callUpstream } from './upstream-call';
import { BOOKING_GRACE_MS } from './proxy-durations';

export interface AthenaProxyOptions {
  upstream: AthenaRelayTransport;
  /** How long the route waits for athena; reads are aborted then, a booking is answered as not yet known. */
  upstreamTimeoutMs: number;
  /** How long a booking may take upstream before it is aborted and its outcome checked in athena. */
  bookingDeadlineMs: number;
  idempotency: IdempotencyStore;
  binding: PatientBinding;
  limits: ProxyLimits;
  limitStore: LimitStore;
  now?: () => number;
  /**
   * Told of every booking athena confirmed (patient id, appointment id), after the answer is settled; it must
   * not throw or wait (the booking confirmation e-mail runs in the background).
   */
  onBooked?: (patientId: string, appointmentId: string) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The allowlisted athena call behind this request, once resolved. */
    proxyCall?: ProxyCall;
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** POST /api/athena-proxy: the allowlisted, rebuilt, rate-limited path from the browser to athena. */
export const athenaProxyRoute: FastifyPluginAsync<AthenaProxyOptions> = async (app, options) => {
  const referenceCalls = new ReferenceCallCache();
  const limits = new AddressLimits(options.limitStore, options.limits);
  // Reference reads keep their per-address limit in this process while the shared store is down.
  const localLimits = new AddressLimits(new MemoryLimitStore({ maxKeys: 10_000 }), options.limits);
  const bookings = new PatientBookings(options.upstream, options.upstreamTimeoutMs, options.now);
  // A booking's reservation lives as long as a keyed booking's claim may (decision 29).
  const patientLimit = new PatientLimit(
    options.limitStore,
    bookings,
    options.limits.upcomingPerPatient,
    options.bookingDeadlineMs + BOOKING_GRACE_MS,
  );

  // One handler, no per-route hooks: every proxied call of every visitor passes here (server/bench/proxy.bench.ts).
  app.post('/api/athena-proxy', async (req, reply) => {
    const resolved = resolveProxyCall(req.body, referenceCalls);
    if (!resolved.ok) return reply.code(resolved.status).send({ error: resolved.error });
    const call = (req.proxyCall = resolved.value);
    const client = clientGroup(req.ip);
    if (!call.operation.limited) {
      let busy: LimitRefusal | undefined;
      try {
        // Counted before anything else, so even refused calls use up the address's minute.
        busy = await limits.admit(client, call.operation);
      } catch (error) {
        if (!(error instanceof SharedStateUnavailable)) throw error;
        busy = await localLimits.admit(client, call.operation);
      }
      return busy ? refuse(req, reply, busy) : send(req, reply, forward(call, req));
    }

    const presented = req.headers[BOOKING_SESSION_HEADER];
    const session = typeof presented === 'string' ? presented : undefined;
    const { patientId, grant } = patientActedOn(call);
    const bound = patientId === undefined || options.binding.allows(session, patientId, grant);
    const key = call.name === 'book' ? req.headers['idempotency-key'] : undefined;
    const validKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;
    if (call.name === 'book' && bound && validKey !== undefined) return keyedBooking(req, reply, call, validKey, client, session);

    let reservations: Reserved[];
    try {
      // Counted before anything else, so even refused calls use up the address's minute.
      const busy = await limits.admit(client, call.operation);
      if (busy) return refuse(req, reply, busy);
      if (!bound) return reply.code(NOT_BOUND.status).send({ error: NOT_BOUND.error, code: NOT_BOUND.code });
      if (key !== undefined) return reply.code(400).send({ error: PROXY_MESSAGE.badKey });
      const reserved = await reserveLimits(client, call.operation, call.operation.requires.caps === 'bookings' ? patientId : undefined);
      if ('refusal' in reserved) return refuse(req, reply, reserved.refusal);
      reservations = reserved.held;
    } catch (error) {
      if (error instanceof SharedStateUnavailable) return sharedStateDown(req, reply);
      throw error;
    }
    const [caps, patient] = reservations as [Reserved, Reserved];
    // Given back before the browser hears the answer, so its next booking never meets its own reservation.
    const answer = forward(call, req).finally(() => released(req, patient));
    return send(
      req,
      reply,
      answer.then(
        async (settled) => {
          // A success keeps its reservation: that is its count against the caps.
          if (!isSuccess(settled)) await released(req, caps);
          return handedOut(req, settled, session);
        },
        async (error: unknown) => {
          await released(req, caps);
          throw error;
        },
      ),
    );
  });

  /**
   * The address's caps and the patient's in-flight booking, reserved before athena is called so concurrent
   * requests can never together pass them (decision 82); what was reserved is given back if one refuses.
   */
  async function reserveLimits(
    client: string,
    operation: ProxyOperation,
    patientId: string | undefined,
  ): Promise<{ refusal: LimitRefusal } | { held: Reserved[] }> {
    const caps = await limits.reserve(client, operation);
    if ('refusal' in caps) return caps;
    const patient = await patientLimit.reserve(patientId).catch(async (error: unknown) => {
      await caps.release();
      throw error;
    });
    if (!('refusal' in patient)) return { held: [caps, patient] };
    await caps.release();
    return patient;
  }

  /** Gives a reservation back; a shared store that fails now leaves it to its window's end (counted, never over). */
  async function released(req: FastifyRequest, reservation: Reserved): Promise<void> {
    if ('refusal' in reservation) return;
    await reservation.release().catch((error: unknown) => {
      if (!(error instanceof SharedStateUnavailable)) throw error;
      req.log.warn({ operation: req.proxyCall?.operation.name, sharedState: 'down' }, 'reservation not released');
    });
  }

  /**
   * A booking with a valid Idempotency-Key for a patient this browser holds: the address's limits and the key's
   * claim are one step of the idempotency store (one Redis round trip, decision 59), and its answer is kept with
   * its success counted in another.
   */
  async function keyedBooking(
    req: FastifyRequest,
    reply: FastifyReply,
    call: ProxyCall & { name: 'book' },
    key: string,
    client: string,
    session: string | undefined,
  ): Promise<FastifyReply> {
    const operation = call.operation.name;
    const patientId = call.sent.patientid;
    const claimLimits = limits.forClaim(client, call.operation, isSuccess, () =>
      req.log.warn({ operation, sharedState: 'down' }, 'reservation not released'),
    );
    let outcome: ClaimOutcome<AddressLimit>;
    try {
      // The per-patient check runs inside the key's claim: concurrent repeats of one booking wait for its
      // answer instead of each reading the patient's appointments from athena.
      outcome = await options.idempotency.run(
        key,
        call.request,
        async () => {
          let patient: Reserved;
          try {
            patient = await patientLimit.reserve(patientId);
          } catch (error) {
            if (error instanceof SharedStateUnavailable) return SHARED_STATE_DOWN_ANSWER;
            throw error;
          }
          if ('refusal' in patient) return refusalAnswer(patient.refusal);
          const booked = bookingOutcome(call, {
            upstream: options.upstream,
            bookings,
            deadlineMs: options.bookingDeadlineMs,
            onFailure: (kind) => logFailure(req, kind),
          });
          return timed(operation, booked)
            .then((settled) => handedOut(req, settled, session))
            .finally(() => released(req, patient));
        },
        claimLimits,
      );
    } catch (error) {
      if (error instanceof SharedStateUnavailable) return sharedStateDown(req, reply);
      throw error;
    }
    if (!outcome.ok) {
      if (outcome.code === 'KEY_REUSED') return reply.code(422).send({ error: PROXY_MESSAGE.keyReused });
      return refuse(req, reply, claimRefusal(outcome));
    }
    return sendBooking(req, outcome.value.replayed ? replayed(reply) : reply, outcome.value.answer);
  }

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/athena-proxy',
    handler: async (_req, reply) => reply.code(405).header('allow', 'POST').send({ error: PROXY_MESSAGE.postOnly }),
  });

  function forward(call: ProxyCall, req: FastifyRequest): Promise<BrowserAnswer> {
    return timed(call.operation.name, callUpstream(options.upstream, call.request, options.upstreamTimeoutMs)).then((raw) => {
      const answer = browserAnswer(call, raw);
      if (answer.failure) logFailure(req, answer.failure);
      return answer;
    });
  }

  /** Announces a confirmed booking, and binds the patients an answer hands out to this browser. */
  function handedOut(req: FastifyRequest, answer: BrowserAnswer, session: string | undefined): BrowserAnswer {
    if (isSuccess(answer) && req.proxyCall?.name === 'book') announceBooking(req.proxyCall);
    return answer.patientIds?.length
      ? { ...answer, session: options.binding.issue(session, answer.patientIds, answer.registeredIds) }
      : answer;
  }

  function announceBooking(call: ProxyCall & { name: 'book' }): void {
    const patientId = call.sent.patientid;
    const appointmentId = call.ids.appointmentId;
    if (options.onBooked && patientId && appointmentId) options.onBooked(patientId, appointmentId);
  }

  /**
   * A keyed booking: its outcome if known within the route's deadline, otherwise "not known yet" (202). The
   * deadline counts from the request's arrival, limit checks included, so the browser always hears back within
   * `upstreamTimeoutMs` and a timeout just above it never cuts a booking's answer off.
   */
  function sendBooking(req: FastifyRequest, reply: FastifyReply, outcome: Promise<BrowserAnswer>): Promise<FastifyReply> {
    let timer: NodeJS.Timeout | undefined;
    const left = Math.max(0, options.upstreamTimeoutMs - reply.elapsedTime);
    const waited = new Promise<BrowserAnswer>((resolve) => {
      timer = setTimeout(() => resolve(OUTCOME_UNKNOWN_ANSWER), left);
    });
    return send(
      req,
      reply,
      Promise.race([outcome, waited]).finally(() => clearTimeout(timer)),
    );
  }
};

/** A keyed booking's answer when the shared store fails before athena is called: not definitive, so its key is freed. */
const SHARED_STATE_DOWN_ANSWER: BrowserAnswer = {
  status: SHARED_STATE_DOWN.status,
  json: JSON.stringify({ error: SHARED_STATE_DOWN.error, code: SHARED_STATE_DOWN.code }),
  retryAfterSeconds: SHARED_STATE_DOWN.retryAfterSeconds,
};

/** The patient a call writes to, and what the browser's binding must grant on it (decision 19). */
function patientActedOn(call: ProxyCall): { patientId?: string; grant?: BindingGrant } {
  const binding = call.operation.requires.binding;
  if (!binding) return {};
  const patientId = binding.from === 'form' ? call.sent.patientid : 'patientId' in call.ids ? call.ids.patientId : undefined;
  return { patientId: patientId ?? '', grant: binding.grant };
}
