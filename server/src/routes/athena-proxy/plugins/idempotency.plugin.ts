import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BrowserAnswer } from '../athena-answer-filter';
import { OUTCOME_UNKNOWN_ANSWER } from '../booking-outcome';
import { PROXY_MESSAGE, SHARED_STATE_DOWN, refusalAnswer, refuse, replayed, replyWithAnswer, sharedStateDown } from '../browser-replies';
import type { ProxyCall } from '../call-resolution';
import { SharedStateUnavailable, type ClaimOutcome, type IdempotencyStore } from '../idempotency-store';
import { claimRefusal, type AddressLimit, type Reserved } from '../proxy-limits';

export interface IdempotencyPluginOptions {
  idempotency: IdempotencyStore;
  /** How long the browser waits for a booking's answer before it hears "not known yet" (202). */
  upstreamTimeoutMs: number;
}

/** A booking with a valid Idempotency-Key for a patient this browser holds. */
export interface KeyedBooking {
  call: ProxyCall & { name: 'book' };
  key: string;
  client: string;
  session: string | undefined;
}

interface KeyedBookings {
  /**
   * The address's limits and the key's claim are one step of the idempotency store (one Redis round trip,
   * decision 59); the booking's answer is kept under the key, its success counted in a second step.
   */
  book(req: FastifyRequest, reply: FastifyReply, booking: KeyedBooking): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    keyedBookings: KeyedBookings;
  }
}

/** Decorates `keyedBookings`: a booking's key claims it once, so a retry waits for or replays the first answer. */
export const idempotencyPlugin = fp<IdempotencyPluginOptions>(
  async (app, options) => {
    const { proxyLimits, proxyUpstream, patientBindings } = app;

    async function book(req: FastifyRequest, reply: FastifyReply, { call, key, client, session }: KeyedBooking): Promise<FastifyReply> {
      let outcome: ClaimOutcome<AddressLimit>;
      try {
        // The per-patient check runs inside the key's claim: concurrent repeats of one booking wait for its
        // answer instead of each reading the patient's appointments from athena.
        outcome = await options.idempotency.run(
          key,
          call.request,
          () => bookOnce(req, call, session),
          proxyLimits.forClaim(req, client, call),
        );
      } catch (error) {
        if (error instanceof SharedStateUnavailable) return sharedStateDown(req, reply);
        throw error;
      }
      if (!outcome.ok) {
        if (outcome.code === 'KEY_REUSED') return reply.code(422).send({ error: PROXY_MESSAGE.keyReused });
        return refuse(req, reply, claimRefusal(outcome));
      }
      return withinDeadline(req, outcome.value.replayed ? replayed(reply) : reply, outcome.value.answer);
    }

    /** The booking under its key's claim: the patient's in-flight reservation, athena, then the answer handed out. */
    async function bookOnce(req: FastifyRequest, call: KeyedBooking['call'], session: string | undefined): Promise<BrowserAnswer> {
      let patient: Reserved;
      try {
        patient = await proxyLimits.reservePatient(call.sent.patientid);
      } catch (error) {
        if (error instanceof SharedStateUnavailable) return SHARED_STATE_DOWN_ANSWER;
        throw error;
      }
      if ('refusal' in patient) return refusalAnswer(patient.refusal);
      return proxyUpstream
        .book(req, call)
        .then((settled) => patientBindings.handedOut(req, call, settled, session))
        .finally(() => proxyLimits.release(req, patient));
    }

    /**
     * A keyed booking: its outcome if known within the route's deadline, otherwise "not known yet" (202). The
     * deadline counts from the request's arrival, limit checks included, so the browser always hears back within
     * `upstreamTimeoutMs` and a timeout just above it never cuts a booking's answer off.
     */
    function withinDeadline(req: FastifyRequest, reply: FastifyReply, outcome: Promise<BrowserAnswer>): Promise<FastifyReply> {
      let timer: NodeJS.Timeout | undefined;
      const left = Math.max(0, options.upstreamTimeoutMs - reply.elapsedTime);
      const waited = new Promise<BrowserAnswer>((resolve) => {
        timer = setTimeout(() => resolve(OUTCOME_UNKNOWN_ANSWER), left);
      });
      return replyWithAnswer(
        req,
        reply,
        Promise.race([outcome, waited]).finally(() => clearTimeout(timer)),
      );
    }

    app.decorate('keyedBookings', { book } satisfies KeyedBookings);
  },
  {
    name: 'athena-proxy-idempotency',
    dependencies: ['athena-proxy-limits', 'athena-proxy-upstream', 'athena-proxy-binding'],
    fastify: '5.x',
  },
);

/** A keyed booking's answer when the shared store fails before athena is called: not definitive, so its key is freed. */
const SHARED_STATE_DOWN_ANSWER: BrowserAnswer = {
  status: SHARED_STATE_DOWN.status,
  json: JSON.stringify({ error: SHARED_STATE_DOWN.error, code: SHARED_STATE_DOWN.code }),
  retryAfterSeconds: SHARED_STATE_DOWN.retryAfterSeconds,
};
