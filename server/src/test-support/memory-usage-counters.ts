import type { UsageCounterName, UsageCountersPort } from '@clinic/core';

/** Usage counters kept in a map (`name` or `name{label}` → total), for tests; `failing` makes it a database that is down. */
export class MemoryUsageCounters implements UsageCountersPort {
  readonly totals = new Map<string, number>();
  failing = false;

  async increment(name: UsageCounterName, options: { label?: string; by?: number } = {}): Promise<void> {
    if (this.failing) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const key = options.label ? `${name}{${options.label}}` : name;
    this.totals.set(key, (this.totals.get(key) ?? 0) + (options.by ?? 1));
  }

  /** The totals as a plain object, for one `toEqual`. */
  snapshot(): Record<string, number> {
    return Object.fromEntries(this.totals);
  }
}
