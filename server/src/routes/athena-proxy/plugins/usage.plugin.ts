import { USAGE_COUNTERS, type UsageCountersPort } from '@clinic/core';
import fp from 'fastify-plugin';
import { refusalLabel } from '../booking-usage';

export interface UsagePluginOptions {
  usage: UsageCountersPort;
}

/**
 * Counts a booking the proxy refused before athena (a limit, an expired binding, Redis down) as `booking_failed`
 * under its code (decision 96). Bookings athena answered are counted where they settle (the binding plugin's
 * `onBookingSettled`); a refusal is never stored under a booking's key, so no replay repeats it.
 */
export const usagePlugin = fp<UsagePluginOptions>(
  async (app, { usage }) => {
    app.addHook('onSend', (req, reply, payload, done) => {
      // Every proxied call passes here: one property read unless it is a booking (server/bench/proxy.bench.ts).
      if (req.proxyCall?.name === 'book') {
        const label = refusalLabel(reply.statusCode, payload);
        if (label) void usage.increment(USAGE_COUNTERS.bookingFailed, { label });
      }
      done(null, payload);
    });
  },
  { name: 'athena-proxy-usage', fastify: '5.x' },
);
