import { SCHEDULER_DEADLINES } from '@clinic/core';

/** How long the proxy waits, holds and remembers (docs/deployment.md, "Timeouts"; settings in config/env.ts). */
export interface ProxyDurations {
  /** How long a browser's call waits for athena: a read is then aborted, a booking answered 202 (ATHENA_CALL_TIMEOUT). */
  upstreamTimeoutMs: number;
  /** How long a booking may run at athena before it is aborted and its outcome checked (BOOKING_DEADLINE). */
  bookingDeadlineMs: number;
  /** How long a booking's Idempotency-Key keeps its answer for a retry (BOOKING_KEY_TTL). */
  bookingKeyTtlMs: number;
  /** How long a browser's patient binding lasts after the last patient it was handed (BOOKING_SESSION_TTL). */
  bindingTtlMs: number;
}

export const DEFAULT_PROXY_DURATIONS: ProxyDurations = {
  // Shorter than the browser's own wait (SCHEDULER_DEADLINES.browserMs), so the server always answers first.
  upstreamTimeoutMs: SCHEDULER_DEADLINES.serverUpstreamMs,
  bookingDeadlineMs: 30_000,
  bookingKeyTtlMs: 24 * 3600_000,
  bindingTtlMs: 30 * 60_000,
};

/** A reservation or claim made for a booking outlives the booking by this much: a crashed process's ends by then. */
export const BOOKING_GRACE_MS = 5000;
