import type { AthenaRelayTransport } from '@clinic/adapters';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { browserAnswer, type BrowserAnswer } from '../athena-answer-filter';
import { bookingOutcome } from '../booking-outcome';
import { logFailure, timed } from '../browser-replies';
import type { ProxyCall } from '../call-resolution';
import { PatientBookings } from '../patient-bookings';
import { callUpstream } from '../upstream-call';

export interface UpstreamPluginOptions {
  upstream: AthenaRelayTransport;
  /** How long a browser's call waits for athena; a read is aborted then. */
  upstreamTimeoutMs: number;
  /** How long a booking may take upstream before it is aborted and its outcome checked in athena. */
  bookingDeadlineMs: number;
  now?: () => number;
  /** Told of every booking's answer before the browser gets it (the availability index drops the slot). */
  onBookingAnswer?: (appointmentId: string, answer: BrowserAnswer) => Promise<void>;
}

/** The proxy's way to athena: every answer timed, filtered for the browser and its failures logged. */
interface ProxyUpstream {
  /** The patient's appointments, read with the practice's credentials (the per-patient rule, a booking's outcome). */
  bookings: PatientBookings;
  /** One call, answered as the browser may see it. */
  forward(req: FastifyRequest, call: ProxyCall): Promise<BrowserAnswer>;
  /** A booking, answered with its outcome whatever athena does (booking-outcome.ts). */
  book(req: FastifyRequest, call: ProxyCall & { name: 'book' }): Promise<BrowserAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    proxyUpstream: ProxyUpstream;
  }
}

/** Decorates `proxyUpstream`: the one place the proxy's routes call athena. */
export const upstreamPlugin = fp<UpstreamPluginOptions>(
  async (app, options) => {
    const bookings = new PatientBookings(options.upstream, options.upstreamTimeoutMs, options.now);
    const { onBookingAnswer } = options;
    // A booking's answer passes here first, whichever way it came (with or without a key).
    const told = (call: ProxyCall, answer: BrowserAnswer): BrowserAnswer | Promise<BrowserAnswer> =>
      call.name === 'book' && onBookingAnswer ? onBookingAnswer(call.ids.appointmentId, answer).then(() => answer) : answer;
    app.decorate('proxyUpstream', {
      bookings,
      forward: (req, call) =>
        timed(call.name, callUpstream(options.upstream, call.request, options.upstreamTimeoutMs)).then((raw) => {
          const answer = browserAnswer(call, raw);
          if (answer.failure) logFailure(req, answer.failure);
          return told(call, answer);
        }),
      book: (req, call) =>
        timed(
          call.name,
          bookingOutcome(call, {
            upstream: options.upstream,
            bookings,
            deadlineMs: options.bookingDeadlineMs,
            onFailure: (kind) => logFailure(req, kind),
          }),
        ).then((answer) => told(call, answer)),
    } satisfies ProxyUpstream);
  },
  { name: 'athena-proxy-upstream', fastify: '5.x' },
);
