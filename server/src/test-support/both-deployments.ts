import { afterAll, beforeAll, describe } from 'vitest';
import { startRedisServer, type RedisServer } from './redis-server';
import type { Deployment } from './replica-stack';

/**
 * Runs one concurrency suite twice: on one process with its memory stores, and on two replicas sharing a real
 * redis-server started for the file. `deployment()` is the one to pass to `replicaStack`.
 */
export function describeOnBothDeployments(name: string, suite: (deployment: () => Deployment) => void): void {
  describe.each(['one process', 'two replicas sharing redis-server'] as const)(`${name} (%s)`, (kind) => {
    let server: RedisServer | undefined;
    beforeAll(async () => {
      if (kind !== 'one process') server = await startRedisServer();
    });
    afterAll(() => server?.close());
    suite(() => (server ? { name: kind, replicas: 2, redisUrl: server.url } : { name: kind, replicas: 1 }));
  });
}
