import type { Redis } from 'ioredis';
import { redisScript, runScript, type RedisScript } from '../../shared-state/redis-script';
import { SharedStateUnavailable } from './idempotency-store';
import type { LimitCount, LimitStore } from './limit-store';

// Fixed windows, as MemoryLimitStore: the first count of a window starts its expiry. Each script runs atomically
// in Redis, so replicas counting the same key at once never lose a count or leave a key without expiry.
const ADD = redisScript(`local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`);
const PEEK = redisScript(`local c = redis.call('GET', KEYS[1])
if not c then return {0, tonumber(ARGV[1])} end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then t = tonumber(ARGV[1]) end
return {tonumber(c), t}`);

/** Where RedisLimitStore keeps its counters (and a keyed booking's claim counts them, redis-idempotency-store.ts). */
export const LIMIT_PREFIX = 'clinic:limit:';

/** The proxy's limits counted in Redis, shared by every replica. Throws SharedStateUnavailable when Redis is. */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly options: { prefix?: string; now?: () => number } = {},
  ) {}

  peek(key: string, windowMs: number): Promise<LimitCount> {
    return this.run(PEEK, key, windowMs);
  }

  add(key: string, windowMs: number): Promise<LimitCount> {
    return this.run(ADD, key, windowMs);
  }

  private async run(script: RedisScript, key: string, windowMs: number): Promise<LimitCount> {
    let reply: unknown;
    try {
      reply = await runScript(this.redis, script, [`${this.options.prefix ?? LIMIT_PREFIX}${key}`], [windowMs]);
    } catch (error) {
      throw new SharedStateUnavailable(error);
    }
    const [count, ttl] = reply as [number, number];
    return { count, resetAt: (this.options.now ?? Date.now)() + ttl };
  }
}
