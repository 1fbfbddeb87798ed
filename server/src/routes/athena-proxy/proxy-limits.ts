import { OFFICE_PHONE } from '@clinic/core';
import { ERROR_MESSAGE } from '../../plugins/error-handler';
import type { BrowserAnswer } from './athena-answer-filter';
import type { ClaimLimits, LimitedClaim } from './idempotency-store';
import type { CounterLimit, LimitStore } from './limit-store';
import type { PatientBookings } from './patient-bookings';
import type { ProxyOperation } from './proxy-allowlist';

interface Window {
  max: number;
  windowMs: number;
}

/** How much one client address group (an IPv4 address or an IPv6 /64) and one patient may do online. */
export interface ProxyLimits {
  /** Reference data and open-slot searches together: generous, but anonymous traffic cannot drain athena's quota. */
  reference: Window;
  /** Each patient operation (search, registration, insurance, booking) on its own. */
  perOperation: Window;
  /** Successful registrations. */
  registrationsPerHour: Window;
  registrationsPerDay: Window;
  /** Successful bookings. */
  bookingsPerHour: Window;
  bookingsPerDay: Window;
  /** Upcoming appointments a patient may hold before booking online again (checked in athena); 0 turns the check off. */
  upcomingPerPatient: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const DEFAULT_LIMITS: ProxyLimits = {
  reference: { max: 300, windowMs: MINUTE },
  perOperation: { max: 20, windowMs: MINUTE },
  registrationsPerHour: { max: 5, windowMs: HOUR },
  registrationsPerDay: { max: 15, windowMs: DAY },
  bookingsPerHour: { max: 6, windowMs: HOUR },
  bookingsPerDay: { max: 20, windowMs: DAY },
  upcomingPerPatient: 2,
};

/** The limit answers the browser sees: 429, a stable code, the spec's tone and the office phone. */
export const LIMIT_REFUSAL = {
  // The answer every client already knows for a busy minute: no code needed.
  perMinute: { code: undefined, error: ERROR_MESSAGE.rateLimited },
  bookings: {
    code: 'BOOKING_LIMIT',
    error: `Too many appointments were booked online from this connection. Please call our office at ${OFFICE_PHONE} to book.`,
  },
  registrations: {
    code: 'REGISTRATION_LIMIT',
    error: `Too many new patients were registered online from this connection. Please call our office at ${OFFICE_PHONE} to book.`,
  },
  perPatient: {
    code: 'PATIENT_BOOKING_LIMIT',
    error: `You already have upcoming appointments booked online. To book another, please call our office at ${OFFICE_PHONE}.`,
  },
} as const;

export type LimitRefusal = (typeof LIMIT_REFUSAL)[keyof typeof LIMIT_REFUSAL] & { retryAfterSeconds: number };

type Refusal = (typeof LIMIT_REFUSAL)[keyof typeof LIMIT_REFUSAL];

/** One of an address's counters, with the refusal it gives when full. */
export interface AddressLimit extends CounterLimit {
  refusal: Refusal;
}

/** Counts each request against the address limits of its operation, and counts successes that have daily caps. */
export class AddressLimits {
  constructor(
    private readonly store: LimitStore,
    private readonly limits: ProxyLimits,
  ) {}

  /** Counts this request against its per-minute window; a refusal when the window is full. */
  async admit(client: string, operation: ProxyOperation): Promise<LimitRefusal | undefined> {
    const limit = this.admitLimit(client, operation);
    const { count, resetAt } = await this.store.add(limit.key, limit.windowMs);
    return count > limit.max ? refusalUntil(limit, resetAt) : undefined;
  }

  /**
   * Reserves one registration or booking against the address's hourly and daily caps, atomically (one Redis
   * script with replicas), so concurrent requests can never together pass them; a refusal when one is full.
   * The work then either succeeds (the reservation is its count) or gives it back with `release`.
   */
  async reserve(client: string, operation: ProxyOperation): Promise<Reserved> {
    const caps = this.caps(client, operation);
    if (caps.length === 0) return NOTHING_RESERVED;
    const reserved = await this.store.reserve(caps);
    if (!reserved.ok) return { refusal: refusalUntil(caps[reserved.index]!, reserved.resetAt) };
    return { release: () => this.store.release(caps) };
  }

  /**
   * The same limits for a keyed booking, to be checked with its key's claim (IdempotencyStore.run): one step,
   * so with Redis they cost no round trip of their own.
   */
  forClaim(
    client: string,
    operation: ProxyOperation,
    succeeded: (answer: BrowserAnswer) => boolean,
    unreleased: () => void,
  ): ClaimLimits<AddressLimit> {
    return { admit: this.admitLimit(client, operation), caps: this.caps(client, operation), succeeded, unreleased };
  }

  private admitLimit(client: string, operation: ProxyOperation): AddressLimit {
    if (operation.requires.limit === 'reference')
      return { key: `${client}:reference`, ...this.limits.reference, refusal: LIMIT_REFUSAL.perMinute };
    return { key: `${client}:${operation.name}`, ...this.limits.perOperation, refusal: LIMIT_REFUSAL.perMinute };
  }

  // The counters' keys stay `book` and `register`: with Redis they outlive a deploy.
  private caps(client: string, operation: ProxyOperation): AddressLimit[] {
    const { limits } = this;
    if (operation.requires.caps === 'bookings') {
      return [
        { key: `${client}:book:hour`, ...limits.bookingsPerHour, refusal: LIMIT_REFUSAL.bookings },
        { key: `${client}:book:day`, ...limits.bookingsPerDay, refusal: LIMIT_REFUSAL.bookings },
      ];
    }
    if (operation.requires.caps === 'registrations') {
      return [
        { key: `${client}:register:hour`, ...limits.registrationsPerHour, refusal: LIMIT_REFUSAL.registrations },
        { key: `${client}:register:day`, ...limits.registrationsPerDay, refusal: LIMIT_REFUSAL.registrations },
      ];
    }
    return [];
  }
}

/** A reservation held while the work runs (given back if it fails), or the refusal of a full counter. */
export type Reserved = { refusal: LimitRefusal } | { release: () => Promise<void> };

const NOTHING_RESERVED: Reserved = { release: async () => undefined };

/**
 * The per-patient rule ("at most N upcoming appointments booked online") held under concurrency: athena's count
 * of the patient's upcoming appointments plus the patient's bookings in flight (a counter in the shared store,
 * reserved before athena is read and given back once the booking's answer is known) never passes N.
 */
export class PatientLimit {
  constructor(
    private readonly store: LimitStore,
    private readonly bookings: Pick<PatientBookings, 'upcoming'>,
    private readonly max: number,
    /** Longer than a booking may take: a reservation a crashed process never gave back ends by then. */
    private readonly inFlightMs: number,
  ) {}

  async reserve(patientId: string | undefined): Promise<Reserved> {
    if (this.max <= 0 || !patientId) return NOTHING_RESERVED;
    const inFlight: CounterLimit = { key: `patient:${patientId}:booking`, max: this.max, windowMs: this.inFlightMs, sliding: true };
    const reserved = await this.store.reserve([inFlight]);
    if (!reserved.ok) return { refusal: PATIENT_REFUSAL };
    const release = () => this.store.release([inFlight]);
    const upcoming = await this.bookings.upcoming(patientId);
    // athena could not tell: the booking goes ahead rather than turning a patient away (the in-flight count and
    // the address caps still hold). A booking that finished meanwhile may be counted twice: refused, never over.
    if (upcoming === undefined || upcoming.length + reserved.counts[0]! <= this.max) return { release };
    await release();
    return { refusal: PATIENT_REFUSAL };
  }
}

const PATIENT_REFUSAL: LimitRefusal = { ...LIMIT_REFUSAL.perPatient, retryAfterSeconds: 3600 };

/** The refusal of a claim one of its limits refused. */
export function claimRefusal({ limit, resetAt }: LimitedClaim<AddressLimit>): LimitRefusal {
  return refusalUntil(limit, resetAt);
}

function refusalUntil(limit: AddressLimit, resetAt: number): LimitRefusal {
  return { ...limit.refusal, retryAfterSeconds: secondsUntil(resetAt) };
}

/** Whole seconds until a window ends (a Retry-After value), at least 1. */
export function secondsUntil(at: number): number {
  return Math.max(1, Math.ceil((at - Date.now()) / 1000));
}
