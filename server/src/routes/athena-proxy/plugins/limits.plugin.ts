import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isConfirmed } from '../browser-replies';
import type { ProxyCall } from '../call-resolution';
import { SharedStateUnavailable, type ClaimLimits } from '../idempotency-store';
import { MemoryLimitStore, type LimitStore } from '../limit-store';
import { AddressLimits, PatientLimit, type AddressLimit, type LimitRefusal, type ProxyLimits, type Reserved } from '../proxy-limits';
import { BOOKING_GRACE_MS } from '../proxy-durations';

export interface LimitsPluginOptions {
  limits: ProxyLimits;
  limitStore: LimitStore;
  /** A booking's reservation lives as long as a keyed booking's claim may (decision 29). */
  bookingDeadlineMs: number;
}

/** What each proxied call may do per address and per patient (docs/deployment.md, "Limits"; decision 82). */
interface ProxyLimitsGate {
  /** Counts a reference read; kept in this process while the shared store is down, so reads go on. */
  admitRead(client: string, call: ProxyCall): Promise<LimitRefusal | undefined>;
  /** Counts a patient operation against its minute; throws SharedStateUnavailable without the shared store. */
  admit(client: string, call: ProxyCall): Promise<LimitRefusal | undefined>;
  /**
   * The address's caps and the patient's in-flight booking, reserved before athena is called so concurrent
   * requests can never together pass them; what was reserved is given back if one refuses.
   */
  reserve(
    client: string,
    call: ProxyCall,
    patientId: string | undefined,
  ): Promise<{ refusal: LimitRefusal } | { held: [Reserved, Reserved] }>;
  /** The patient's in-flight booking alone (a keyed booking, inside its key's claim). */
  reservePatient(patientId: string | undefined): Promise<Reserved>;
  /** Gives a reservation back; a shared store that fails now leaves it to its window's end (counted, never over). */
  release(req: FastifyRequest, reservation: Reserved): Promise<void>;
  /** The address's limits of a keyed booking, checked in one step with its key's claim (decision 59). */
  forClaim(req: FastifyRequest, client: string, call: ProxyCall): ClaimLimits<AddressLimit>;
}

declare module 'fastify' {
  interface FastifyInstance {
    proxyLimits: ProxyLimitsGate;
  }
}

/** Decorates `proxyLimits`; the per-patient rule reads athena through `proxyUpstream`. */
export const limitsPlugin = fp<LimitsPluginOptions>(
  async (app, options) => {
    const limits = new AddressLimits(options.limitStore, options.limits);
    // Reference reads keep their per-address limit in this process while the shared store is down.
    const localLimits = new AddressLimits(new MemoryLimitStore({ maxKeys: 10_000 }), options.limits);
    const patientLimit = new PatientLimit(
      options.limitStore,
      app.proxyUpstream.bookings,
      options.limits.upcomingPerPatient,
      options.bookingDeadlineMs + BOOKING_GRACE_MS,
    );
    const unreleased = (req: FastifyRequest) =>
      req.log.warn({ operation: req.proxyCall?.operation.name, sharedState: 'down' }, 'reservation not released');

    app.decorate('proxyLimits', {
      admitRead: (client, call) =>
        limits.admit(client, call.operation).catch((error: unknown) => {
          if (!(error instanceof SharedStateUnavailable)) throw error;
          return localLimits.admit(client, call.operation);
        }),
      admit: (client, call) => limits.admit(client, call.operation),
      async reserve(client, call, patientId) {
        const caps = await limits.reserve(client, call.operation);
        if ('refusal' in caps) return caps;
        const patient = await patientLimit.reserve(patientId).catch(async (error: unknown) => {
          await release(caps);
          throw error;
        });
        if (!('refusal' in patient)) return { held: [caps, patient] };
        await release(caps);
        return patient;
      },
      reservePatient: (patientId) => patientLimit.reserve(patientId),
      async release(req, reservation) {
        await release(reservation).catch((error: unknown) => {
          if (!(error instanceof SharedStateUnavailable)) throw error;
          unreleased(req);
        });
      },
      forClaim: (req, client, call) => limits.forClaim(client, call.operation, isConfirmed, () => unreleased(req)),
    } satisfies ProxyLimitsGate);
  },
  { name: 'athena-proxy-limits', dependencies: ['athena-proxy-upstream'], fastify: '5.x' },
);

async function release(reservation: Reserved): Promise<void> {
  if (!('refusal' in reservation)) await reservation.release();
}
