import { availabilityAnswerSchema } from '@clinic/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availabilityStack } from '../test-support/availability-stack';
import { LEASE_INTERVALS } from './availability-index';
import { LEASE_KEY } from './refresh-lease';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';

const TODAY = { year: 2025, month: 12, day: 1 }; // Mon Dec 1 2025, clinic time
const INTERVAL_MS = 2_000; // the near refresh interval: short, so a takeover happens within the test

let redisServer: RedisServer;
beforeAll(async () => {
  redisServer = await startRedisServer();
});
afterAll(() => redisServer.close());

let close: () => Promise<void> = async () => {};
afterEach(() => close());

/** Every refresh any replica makes, in order: which replica made it. */
function watchRefreshes(apps: readonly FastifyInstance[]) {
  const seen: number[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  apps.forEach((app, replica) =>
    app.availabilityIndex!.onRefreshed(async () => {
      seen.push(replica);
      for (const wait of waiting.filter((w) => seen.length >= w.count)) wait.resolve();
    }),
  );
  /** Resolves once `count` refreshes were seen in all. */
  const until = (count: number) =>
    seen.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ count, resolve }));
  return { seen, until };
}

describe('three replicas sharing one Redis', { timeout: 60_000 }, () => {
  it('have exactly one refresher, serve the same times, and another replica takes over within two intervals when it dies', async () => {
    const stack = await availabilityStack({
      today: TODAY,
      replicas: 3,
      redisUrl: redisServer.url,
      realTime: true,
      availability: { nearRefreshMs: INTERVAL_MS, farRefreshMs: 600_000 },
    });
    close = stack.close;
    const refreshes = watchRefreshes(stack.apps);
    await Promise.all(stack.apps.map((app) => app.ready()));

    await refreshes.until(3);
    const holder = refreshes.seen[0]!;
    expect(refreshes.seen.every((replica) => replica === holder)).toBe(true);

    const answers = await Promise.all(
      stack.apps.map(async (app) =>
        availabilityAnswerSchema.parse((await app.inject('/api/availability?patientType=new&mode=appointment')).json()),
      ),
    );
    expect(answers[0]!.slots.length).toBeGreaterThan(0);
    expect(answers[1]!.slots).toEqual(answers[0]!.slots);
    expect(answers[2]!.slots).toEqual(answers[0]!.slots);

    // The holder dies: its Redis connection goes first, so it can neither renew nor give up the lease. What it holds
    // lapses within 1.25 intervals, and the others tick every half interval: taken over within 1.75 intervals.
    const survivor = stack.clients[(holder + 1) % 3]!;
    stack.clients[holder]!.disconnect();
    expect(await survivor.pttl(LEASE_KEY)).toBeLessThanOrEqual(LEASE_INTERVALS * INTERVAL_MS);
    await stack.closeApp(stack.apps[holder]!);
    const before = refreshes.seen.length;
    await refreshes.until(before + 1);
    const takeover = refreshes.seen[before]!;
    expect(takeover).not.toBe(holder);
    // From then on, again one refresher.
    await refreshes.until(before + 3);
    expect(refreshes.seen.slice(before).every((replica) => replica === takeover)).toBe(true);
  });
});
