import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';
import { closeRedis, createRedisClient, redisReady } from './redis-client';
import { RedisSharedKeys } from './redis-shared-keys';
import { MemorySharedKeys, type SharedKeys } from './shared-keys';

let server: RedisServer;
let clients: Redis[] = [];
beforeAll(async () => {
  server = await startRedisServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(clients.map(closeRedis));
  clients = [];
});

const setups: Array<[string, () => Promise<[SharedKeys, SharedKeys]>]> = [
  [
    'in memory (one process)',
    async () => {
      const keys = new MemorySharedKeys();
      return [keys, keys];
    },
  ],
  [
    'in Redis (two replicas)',
    async () => {
      clients = [createRedisClient(server.url), createRedisClient(server.url)];
      await Promise.all(clients.map(redisReady));
      await clients[0]!.flushall();
      return [new RedisSharedKeys(clients[0]!), new RedisSharedKeys(clients[1]!)];
    },
  ],
];

describe.each(setups)('SharedKeys %s', (_name, setup) => {
  it('gives one of 20 simultaneous claims of a key to one holder, across replicas', async () => {
    const [a, b] = await setup();
    const tokens = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim('appointment:1101', 60_000)));
    expect(tokens.filter((t) => t !== undefined)).toHaveLength(1);
    expect(await b.held('appointment:1101')).toBe(true);
  });

  it("lets a claim go only for its holder's token, or for anyone without one", async () => {
    const [a, b] = await setup();
    const token = (await a.claim('appointment:1102', 60_000))!;
    await b.release('appointment:1102', 'someone-else');
    expect(await a.held('appointment:1102')).toBe(true);
    await b.release('appointment:1102', token);
    expect(await a.held('appointment:1102')).toBe(false);
    await a.claim('session:x', 60_000);
    await b.release('session:x');
    expect(await a.held('session:x')).toBe(false);
  });
});
