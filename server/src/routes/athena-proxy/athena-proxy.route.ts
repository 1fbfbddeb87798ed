import type { AthenaRelayTransport } from '@clinic/adapters';
import type { SiteLanguageCode, UsageCountersPort } from '@clinic/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clientGroup } from '../../plugins/client-address';
import { siteLanguageOf } from '../../plugins/site-language';
import type { BrowserAnswer } from './athena-answer-filter';
import { countBookingOutcome } from './booking-usage';
import { NOT_BOUND, PROXY_MESSAGE, isConfirmed, refuse, replyWithAnswer, sharedStateDown } from './browser-replies';
import { ReferenceCallCache, resolveProxyCall, type ProxyCall } from './call-resolution';
import { SharedStateUnavailable, type IdempotencyStore } from './idempotency-store';
import type { LimitStore } from './limit-store';
import type { PatientBinding } from './patient-binding';
import { withPatientLanguage } from './patient-language';
import { bindingPlugin, type BindingCheck } from './plugins/binding.plugin';
import { idempotencyPlugin } from './plugins/idempotency.plugin';
import { limitsPlugin } from './plugins/limits.plugin';
import { upstreamPlugin } from './plugins/upstream.plugin';
import { usagePlugin } from './plugins/usage.plugin';
import type { ProxyLimits } from './proxy-limits';

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
   * Told of every booking athena confirmed (patient id, appointment id, the page's language), after the answer is
   * settled; it must not throw or wait (the booking confirmation e-mail runs in the background).
   */
  onBooked?: (patientId: string, appointmentId: string, language: SiteLanguageCode) => void;
  /** Counts bookings (#31): each settled outcome once, and each refusal before athena by its code (decision 96). */
  usage?: UsageCountersPort;
  /** Told of every booking's answer before the browser hears it (the availability index, #31). */
  onBookingAnswer?: (appointmentId: string, answer: BrowserAnswer) => Promise<void>;
  /** The open-slot search answered without athena (the availability index), or undefined to ask athena. */
  openSlotsWithoutAthena?: (call: ProxyCall) => Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The allowlisted athena call behind this request, once resolved. */
    proxyCall?: ProxyCall;
  }
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * POST /api/athena-proxy: the allowlisted, rebuilt, rate-limited path from the browser to athena. Each concern is
 * a plugin of its own (plugins/: upstream, limits, binding, idempotency); the handler only chains them.
 */
export const athenaProxyRoute: FastifyPluginAsync<AthenaProxyOptions> = async (app, options) => {
  const { upstream, upstreamTimeoutMs, bookingDeadlineMs, now } = options;
  await app.register(upstreamPlugin, {
    upstream,
    upstreamTimeoutMs,
    bookingDeadlineMs,
    ...(now ? { now } : {}),
    ...(options.onBookingAnswer ? { onBookingAnswer: options.onBookingAnswer } : {}),
  });
  const { openSlotsWithoutAthena } = options;
  await app.register(limitsPlugin, { limits: options.limits, limitStore: options.limitStore, bookingDeadlineMs });
  const { binding, onBooked, usage } = options;
  const clock = now ?? Date.now;
  const onBookingSettled = usage ? (answer: BrowserAnswer) => countBookingOutcome(usage, answer, new Date(clock())) : undefined;
  await app.register(bindingPlugin, { binding, ...(onBooked ? { onBooked } : {}), ...(onBookingSettled ? { onBookingSettled } : {}) });
  if (usage) await app.register(usagePlugin, { usage });
  await app.register(idempotencyPlugin, { idempotency: options.idempotency, upstreamTimeoutMs });
  const referenceCalls = new ReferenceCallCache();

  // One handler, no per-route hooks: every proxied call of every visitor passes here (server/bench/proxy.bench.ts).
  app.post('/api/athena-proxy', async (req, reply) => {
    const resolved = resolveProxyCall(req.body, referenceCalls);
    if (!resolved.ok) return reply.code(resolved.status).send({ error: resolved.error });
    const call = (req.proxyCall = withPatientLanguage(resolved.value, siteLanguageOf(req)));
    const client = clientGroup(req.ip);
    if (!call.operation.limited) {
      // Counted before anything else, so even refused calls use up the address's minute.
      const busy = await app.proxyLimits.admitRead(client, call);
      if (busy) return refuse(req, reply, busy);
      const indexed = call.name === 'openSlots' && openSlotsWithoutAthena ? await openSlotsWithoutAthena(call) : undefined;
      if (indexed !== undefined) return reply.code(200).type('application/json; charset=utf-8').send(indexed);
      return replyWithAnswer(req, reply, app.proxyUpstream.forward(req, call));
    }
    const binding = app.patientBindings.check(req, call);
    const key = call.name === 'book' ? req.headers['idempotency-key'] : undefined;
    const validKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : undefined;
    if (call.name === 'book' && binding.bound && validKey !== undefined) {
      return app.keyedBookings.book(req, reply, { call, key: validKey, client, session: binding.session });
    }
    return patientCall(req, reply, call, client, binding, key);
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/athena-proxy',
    handler: async (_req, reply) => reply.code(405).header('allow', 'POST').send({ error: PROXY_MESSAGE.postOnly }),
  });

  /** A patient operation without a booking key: its minute, its binding, then its caps reserved while athena works. */
  async function patientCall(
    req: FastifyRequest,
    reply: FastifyReply,
    call: ProxyCall,
    client: string,
    { session, patientId, bound }: BindingCheck,
    key: unknown,
  ): Promise<FastifyReply> {
    const { proxyLimits } = app;
    let held;
    try {
      // Counted before anything else, so even refused calls use up the address's minute.
      const busy = await proxyLimits.admit(client, call);
      if (busy) return refuse(req, reply, busy);
      if (!bound) return reply.code(NOT_BOUND.status).send({ error: NOT_BOUND.error, code: NOT_BOUND.code });
      if (key !== undefined) return reply.code(400).send({ error: PROXY_MESSAGE.badKey });
      const reserved = await proxyLimits.reserve(client, call, call.operation.requires.caps === 'bookings' ? patientId : undefined);
      if ('refusal' in reserved) return refuse(req, reply, reserved.refusal);
      held = reserved.held;
    } catch (error) {
      if (error instanceof SharedStateUnavailable) return sharedStateDown(req, reply);
      throw error;
    }
    const [caps, patient] = held;
    // Given back before the browser hears the answer, so its next booking never meets its own reservation.
    const answer = app.proxyUpstream.forward(req, call).finally(() => proxyLimits.release(req, patient));
    const settled = answer.then(
      async (done) => {
        // A success keeps its reservation: that is its count against the caps.
        if (!isConfirmed(done)) await proxyLimits.release(req, caps);
        return app.patientBindings.handedOut(req, call, done, session);
      },
      async (error: unknown) => {
        await proxyLimits.release(req, caps);
        throw error;
      },
    );
    return replyWithAnswer(req, reply, settled);
  }
};
