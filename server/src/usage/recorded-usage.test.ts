import { USAGE_COUNTERS } from '@clinic/core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsRegistry } from '../metrics/metrics';
import { MemoryUsageCounters } from '../test-support/memory-usage-counters';
import { RecordedUsage } from './recorded-usage';

async function lostBooked(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('clinic_usage_counts_lost_total')!.get();
  return metric.values.find((v) => v.labels.counter === 'booked')?.value ?? 0;
}

function capturingLog() {
  const lines: unknown[][] = [];
  const log = { warn: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('RecordedUsage', () => {
  it('counts in /metrics at once and in the store in the background', async () => {
    const store = new MemoryUsageCounters();
    const usage = new RecordedUsage(store, capturingLog().log);
    await usage.increment(USAGE_COUNTERS.bookingFailed, { label: 'SLOT_TAKEN' });
    await usage.idle();
    expect(store.snapshot()).toEqual({ 'booking_failed{SLOT_TAKEN}': 1 });
    expect(await metricsRegistry.metrics()).toMatch(/clinic_usage_booking_failed_total\{label="SLOT_TAKEN"\} [1-9]/);
  });

  it('never throws when the database is down: the count is lost, logged by counter and code, and counted as lost', async () => {
    const store = new MemoryUsageCounters();
    store.failing = true;
    const { log, lines } = capturingLog();
    const usage = new RecordedUsage(store, log);
    const before = await lostBooked();
    await expect(usage.increment(USAGE_COUNTERS.booked)).resolves.toBeUndefined();
    await usage.idle();
    expect(await lostBooked()).toBe(before + 1);
    expect(lines).toEqual([[{ counter: 'booked', reason: 'ECONNREFUSED' }, 'usage count lost']]);
  });
});
