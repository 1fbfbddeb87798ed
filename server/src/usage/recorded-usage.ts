import type { UsageCounterName, UsageCountersPort } from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import { usageCountsLost, usageMetrics } from '../metrics/usage-metrics';
import { failureCode } from '../routes/health/failure-code';

/**
 * The server's UsageCountersPort: every increment goes to /metrics at once and to the clinic-day totals in the
 * database (`store`) in the background. It never throws and never waits for the database: a count the database
 * refuses is lost (one warn line with the counter and the failure's code, and `clinic_usage_counts_lost_total`),
 * never a booking.
 */
export class RecordedUsage implements UsageCountersPort {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly store: UsageCountersPort | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  increment(name: UsageCounterName, options: { label?: string; by?: number } = {}): Promise<void> {
    usageMetrics[name].inc({ label: options.label ?? '' }, options.by ?? 1);
    if (!this.store) return Promise.resolve();
    const write = this.store.increment(name, options).catch((error: unknown) => {
      usageCountsLost.inc({ counter: name });
      // The counter's name and a code only: the driver's message may quote the statement's values.
      this.log.warn({ counter: name, reason: failureCode(error) }, 'usage count lost');
    });
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
    return Promise.resolve();
  }

  /** Resolves when every write started so far has landed or been given up (closing the app waits for it). */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
