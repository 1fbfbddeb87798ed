import type { Redis } from 'ioredis';
import { redisScript, runScript, type RedisScript } from '../../shared-state/redis-script';
import { SharedStateUnavailable } from './idempotency-store';
import type { LimitCount, LimitStore } from './limit-store';

/**
 * Fixed windows in Lua, as MemoryLimitStore: the first count of a window starts its expiry. `count` adds one,
 * `peek` only reads; both return the count and the ms left in the window. Every script that counts (these two,
 * and a keyed booking's claim and settle) starts with them, so the rule lives here once. Each script runs
 * atomically in Redis: replicas counting the same key at once never lose a count or leave a key without expiry.
 */
export const LUA_COUNTERS = `local function count(key, window)
  local c = redis.call('INCR', key)
  local t = redis.call('PTTL', key)
  if t < 0 then redis.call('PEXPIRE', key, window); t = tonumber(window) end
  return c, t
end
local function peek(key, window)
  local c = redis.call('GET', key)
  if not c then return 0, tonumber(window) end
  local t = redis.call('PTTL', key)
  if t < 0 then t = tonumber(window) end
  return tonumber(c), t
end
`;
const ADD = redisScript(`${LUA_COUNTERS}return {count(KEYS[1], ARGV[1])}`);
const PEEK = redisScript(`${LUA_COUNTERS}return {peek(KEYS[1], ARGV[1])}`);

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
