import { AthenaScheduler, ProxyTransport } from '@clinic/adapters';
import { clinicInstant, guardedScheduler, searchSlots, type SchedulerPort } from '@clinic/core';
import { FixedClock } from '@clinic/core/test-support';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeAthenaLimits } from '@clinic/fake-athena';
import { buildStack } from '../../test-support/build-app';

const TODAY = { year: 2025, month: 12, day: 1 };
const clock = new FixedClock(clinicInstant(TODAY, '08:30'));
let stack: Awaited<ReturnType<typeof buildStack>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await stack?.close();
});

/** The booking dialog's side: AthenaScheduler over ProxyTransport to the server on a loopback port. */
async function dialogScheduler(options: Parameters<typeof buildStack>[0]) {
  stack = await buildStack(options);
  await stack.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = stack.app.server.address() as { port: number };
  return guardedScheduler(new AthenaScheduler(new ProxyTransport({ endpoint: `http://127.0.0.1:${port}/api/athena-proxy` }), { clock }));
}

/** 40 visitors pressing search at the same moment (the tiny practice: Glendale, Elena Vasquez, new patients). */
async function burstOfSearches(scheduler: SchedulerPort) {
  const types = await scheduler.getAppointmentTypes({ departmentId: '1', providerId: '2' });
  return Promise.all(
    Array.from({ length: 40 }, () =>
      searchSlots(
        { scheduler, clock },
        { mode: 'appointment', patientType: 'new', departmentId: '1', providerId: '2', reasonId: 1001, types },
      ),
    ),
  );
}

/** Counts the calls the fake athena throttled. */
function throttledCalls(): () => number {
  const call = vi.spyOn(FakeAthenaLimits.prototype, 'call');
  return () => call.mock.results.filter((r) => r.type === 'return' && r.value !== undefined).length;
}

describe('a burst of 40 dialog searches through the proxy against a throttling athena', { timeout: 30_000 }, () => {
  it('reaches no patient with a throttling error when athena allows fewer calls than our limiter sends', async () => {
    const throttled = throttledCalls();
    // athena takes 10 calls a second; our limiter, set for production, sends 100: athena throttles, reads wait and retry.
    const scheduler = await dialogScheduler({ limits: { callsPerSecond: 10 }, maxRps: 100 });

    const outcomes = await burstOfSearches(scheduler);

    expect(throttled()).toBeGreaterThan(0);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
  });

  it("is never throttled, even in the old 403 form, when the limiter keeps to athena's rate", async () => {
    const throttled = throttledCalls();
    const scheduler = await dialogScheduler({ limits: { callsPerSecond: 20, throttleAs: '403-over-qps' }, maxRps: 10 });

    const outcomes = await burstOfSearches(scheduler);

    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(throttled()).toBe(0);
  });
});
