import { Counter, Gauge, Histogram, Registry } from 'prom-client';

// The server's Prometheus metrics (GET /metrics, plugins/metrics.ts). Labels are fixed vocabularies only: route
// patterns, operation names, status codes. Never a raw URL, an id, a name or an address (decision 30).

export const metricsRegistry = new Registry();

export const httpRequests = new Counter({
  name: 'clinic_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const proxyOperations = new Counter({
  name: 'clinic_proxy_operations_total',
  help: "athena proxy calls by operation and athena's status ('unavailable' when athena gave no answer).",
  labelNames: ['operation', 'athena_status'] as const,
  registers: [metricsRegistry],
});

export const athenaLatency = new Histogram({
  name: 'clinic_athena_request_duration_seconds',
  help: 'How long athena took to answer a proxied call, by operation.',
  labelNames: ['operation'] as const,
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Incremented by DirectTransport before each retry of a throttled read (run-server.ts wires it). */
export const athenaThrottlingRetries = new Counter({
  name: 'clinic_athena_throttling_retries_total',
  help: "Reads to athena retried after athena throttled them (429, or the old gateway's over-QPS 403).",
  registers: [metricsRegistry],
});

/** Incremented by the reference-data cache on every hit (departments, providers, types, reasons). */
export const referenceCacheHits = new Counter({
  name: 'clinic_reference_cache_hits_total',
  help: 'Reference-data reads answered from the cache instead of athena, by resource.',
  labelNames: ['resource'] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'clinic_rate_limit_refusals_total',
  help: 'Proxy calls refused by a limit (429), by operation and refusal code.',
  labelNames: ['operation', 'code'] as const,
  registers: [metricsRegistry],
});

export const idempotentReplays = new Counter({
  name: 'clinic_idempotent_replays_total',
  help: 'Bookings answered from the idempotency store (a repeat of a key already seen).',
  registers: [metricsRegistry],
});

export const sharedStateRefusals = new Counter({
  name: 'clinic_shared_state_refusals_total',
  help: 'Patient operations refused (503) because the shared store (Redis) was unreachable.',
  labelNames: ['operation'] as const,
  registers: [metricsRegistry],
});

/** "Manage my appointment" answers, by action and stable outcome code (never an e-mail, id or address). */
export const manageOutcomes = new Counter({
  name: 'clinic_manage_outcomes_total',
  help: 'Manage-my-appointment requests by action and outcome code.',
  labelNames: ['action', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** E-mails that could not be sent (the action they confirm stands), by kind. */
export const mailFailures = new Counter({
  name: 'clinic_mail_failures_total',
  help: 'E-mails the mailer did not accept, by kind (verification-code, booking-confirmation, …).',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/** Every e-mail handed to the durable queue (#36), by kind and what became of it: queued, duplicate, capped, buffered, dropped. */
export const mailHandOvers = new Counter({
  name: 'clinic_mail_handovers_total',
  help: 'E-mails handed to the mail queue, by kind and outcome (capped: over the address daily cap, not sent; buffered: held in memory while the database was down; dropped: lost).',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

/** Delivery attempts of queued e-mails, by kind and result: sent, retried (will try again) or failed (given up). */
export const mailDeliveries = new Counter({
  name: 'clinic_mail_deliveries_total',
  help: 'Delivery attempts of queued e-mails by kind and event (sent, retried, failed: given up).',
  labelNames: ['kind', 'event'] as const,
  registers: [metricsRegistry],
});

export const mailQueuePending = new Gauge({
  name: 'clinic_mail_queue_pending',
  help: 'E-mails waiting in the shared queue (all replicas), as this replica last saw it.',
  registers: [metricsRegistry],
});

export const mailBuffered = new Gauge({
  name: 'clinic_mail_buffered',
  help: "E-mails held in this process's memory because the database could not be written.",
  registers: [metricsRegistry],
});

/** Where the availability index's ages come from at scrape time (the index sets it; nothing before it starts). */
let availabilityAges: () => ReadonlyArray<readonly ['near' | 'far', number]> = () => [];

/** The index (#31) tells the gauge how to read its ages, as this replica last saw the shared index. */
export function reportAvailabilityAges(source: typeof availabilityAges): void {
  availabilityAges = source;
}

export const availabilityIndexAge = new Gauge({
  name: 'clinic_availability_index_age_seconds',
  help: 'Age of the availability index by part (near: the next 14 clinic days; far: the rest of the 90), as this replica last read it.',
  labelNames: ['part'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const [part, seconds] of availabilityAges()) this.set({ part }, seconds);
  },
});

export const availabilityRefreshCalls = new Counter({
  name: 'clinic_availability_refresh_athena_calls_total',
  help: "athena calls made by the availability index's refreshes, by part (near, far, day: a lost race's provider day).",
  labelNames: ['part'] as const,
  registers: [metricsRegistry],
});

export const availabilityRefreshFailures = new Counter({
  name: 'clinic_availability_refresh_failures_total',
  help: 'Refreshes of the availability index that failed (the last good index is kept), by part.',
  labelNames: ['part'] as const,
  registers: [metricsRegistry],
});
