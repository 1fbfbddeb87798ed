import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { redisScript, runScript } from '../shared-state/redis-script';

/** Which replica refreshes the index: exactly one holds the lease at a time. */
export interface RefreshLease {
  /** Takes the lease, or keeps it for another `ttlMs`; false when another replica holds it. */
  hold(ttlMs: number): Promise<boolean>;
  /** Gives it up (a graceful stop), so another replica takes over at its next tick. */
  release(): Promise<void>;
}

/** One process, one refresher: the demo's lease is always held. */
export const soleRefresher: RefreshLease = { hold: async () => true, release: async () => {} };

/** The lease's key: one per deployment (the replicas' Redis). */
export const LEASE_KEY = 'clinic:availability:lease';

/** Renews the lease when this replica holds it, else takes it if free (SET NX PX). 1 = held. */
const HOLD = redisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
`);

const RELEASE = redisScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`);

/**
 * The lease in Redis: a key holding this replica's random id with an expiry. A replica that dies stops renewing,
 * the key expires and the next replica to tick takes it.
 */
export class RedisRefreshLease implements RefreshLease {
  private readonly holder = randomUUID();

  constructor(private readonly redis: Redis) {}

  async hold(ttlMs: number): Promise<boolean> {
    return Number(await runScript(this.redis, HOLD, [LEASE_KEY], [this.holder, Math.ceil(ttlMs)])) === 1;
  }

  async release(): Promise<void> {
    await runScript(this.redis, RELEASE, [LEASE_KEY], [this.holder]);
  }
}
