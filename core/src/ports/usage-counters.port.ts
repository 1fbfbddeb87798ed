import type { UsageCounterName } from '../availability/usage-counters';

/** Adds to the clinic day's count of one usage counter (issue #31); atomic, so concurrent increments all count. */
export interface UsageCountersPort {
  increment(name: UsageCounterName, options?: { label?: string; by?: number }): Promise<void>;
}
