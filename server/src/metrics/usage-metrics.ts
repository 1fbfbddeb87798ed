import { USAGE_COUNTERS, type UsageCounterName } from '@clinic/core';
import { Counter } from 'prom-client';
import { metricsRegistry } from './metrics';

// The usage counters of #31 (decision 96) as Prometheus counters: this process's counts since it started, one metric
// per counter, labelled with the counter's own label (a failure code, a path; '' when it has none). The clinic-day
// totals of every replica are in the database (`clinic report bookings`).

export const usageMetrics = Object.fromEntries(
  Object.values(USAGE_COUNTERS).map((name) => [
    name,
    new Counter({
      name: `clinic_usage_${name}_total`,
      help: `Usage counter ${name} (#31) in this process since it started, by label (a closed set of codes; '' when none).`,
      labelNames: ['label'] as const,
      registers: [metricsRegistry],
    }),
  ]),
) as Record<UsageCounterName, Counter<'label'>>;

/** Counts the database did not take (it was down): they are in the metrics above but missing from the report. */
export const usageCountsLost = new Counter({
  name: 'clinic_usage_counts_lost_total',
  help: 'Usage counter increments the database did not store (it was unreachable), by counter.',
  labelNames: ['counter'] as const,
  registers: [metricsRegistry],
});
