import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RecordingTransport } from '../../../test-support/recording-transport';
import { MemoryIdempotencyStore } from '../idempotency-store';
import { MemoryLimitStore } from '../limit-store';
import { DEFAULT_LIMITS } from '../proxy-limits';
import { idempotencyPlugin } from './idempotency.plugin';
import { limitsPlugin } from './limits.plugin';
import { upstreamPlugin } from './upstream.plugin';

const upstreamOptions = { upstream: new RecordingTransport(), upstreamTimeoutMs: 1000, bookingDeadlineMs: 3000 };

describe("the athena proxy's plugins declare what they need", () => {
  it('refuses the limits without the upstream, whose booked list the per-patient rule reads', async () => {
    const app = Fastify();
    await expect(
      app.register(limitsPlugin, { limits: DEFAULT_LIMITS, limitStore: new MemoryLimitStore(), bookingDeadlineMs: 3000 }).ready(),
    ).rejects.toThrow(/athena-proxy-upstream/);
  });

  it('refuses keyed bookings without the limits, the upstream and the binding', async () => {
    const app = Fastify();
    await app.register(upstreamPlugin, upstreamOptions);
    await expect(
      app.register(idempotencyPlugin, { idempotency: new MemoryIdempotencyStore(), upstreamTimeoutMs: 1000 }).ready(),
    ).rejects.toThrow(/athena-proxy-limits/);
  });

  it('decorates the instance it is registered in when its dependencies are there', async () => {
    const app = Fastify();
    await app.register(upstreamPlugin, upstreamOptions);
    await app.register(limitsPlugin, { limits: DEFAULT_LIMITS, limitStore: new MemoryLimitStore(), bookingDeadlineMs: 3000 });
    await app.ready();
    expect([app.hasDecorator('proxyUpstream'), app.hasDecorator('proxyLimits')]).toEqual([true, true]);
    await app.close();
  });
});
