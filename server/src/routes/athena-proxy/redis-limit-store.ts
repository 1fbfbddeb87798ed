import type { Redis } from 'ioredis';
import { redisScript, runScript, type RedisScript } from '../../shared-state/redis-script';
import { guarded } from '../../shared-state/shared-keys';
import type { CounterLimit, LimitCount, LimitStore, Reservation } from './limit-store';

/**
 * Fixed windows in Lua, as MemoryLimitStore: the first count of a window starts its expiry. `count` adds one,
 * `peek` only reads; both return the count and the ms left in the window. `reserve` counts every counter only
 * when all are below their max (else answers the first full one), `release` takes a reservation back. Every script that counts (these two,
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
local function reserve(keys, windows, maxes, sliding)
  for i = 1, #keys do
    local c, t = peek(keys[i], windows[i])
    if c >= tonumber(maxes[i]) then return {'limited', i - 1, t} end
  end
  local counts = {'reserved'}
  for i = 1, #keys do
    counts[i + 1] = count(keys[i], windows[i])
    if sliding[i] == '1' then redis.call('PEXPIRE', keys[i], windows[i]) end
  end
  return counts
end
local function release(keys)
  for i = 1, #keys do
    local c = redis.call('GET', keys[i])
    if c and tonumber(c) > 0 then redis.call('DECR', keys[i]) end
  end
end
`;
const ADD = redisScript(`${LUA_COUNTERS}return {count(KEYS[1], ARGV[1])}`);
const PEEK = redisScript(`${LUA_COUNTERS}return {peek(KEYS[1], ARGV[1])}`);
// ARGV: each counter's window, max and '1' when sliding, in KEYS' order.
const RESERVE = redisScript(`${LUA_COUNTERS}local w, m, s = {}, {}, {}
for i = 1, #KEYS do w[i] = ARGV[3 * i - 2]; m[i] = ARGV[3 * i - 1]; s[i] = ARGV[3 * i] end
return reserve(KEYS, w, m, s)`);
const RELEASE = redisScript(`${LUA_COUNTERS}release(KEYS)
return 1`);

/** RESERVE's answer: the new counts, or the index of the full counter and the ms left in its window. */
type ReserveReply = ['reserved', ...number[]] | ['limited', number, number];

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

  async reserve(limits: readonly CounterLimit[]): Promise<Reservation> {
    const reply = (await guarded(() =>
      runScript(
        this.redis,
        RESERVE,
        limits.map((limit) => this.keyOf(limit.key)),
        limits.flatMap((limit) => [limit.windowMs, limit.max, limit.sliding ? '1' : '0']),
      ),
    )) as ReserveReply;
    if (reply[0] === 'limited') return { ok: false, index: reply[1], resetAt: this.now() + reply[2] };
    return { ok: true, counts: reply.slice(1) as number[] };
  }

  async release(limits: readonly CounterLimit[]): Promise<void> {
    if (limits.length === 0) return;
    await guarded(() =>
      runScript(
        this.redis,
        RELEASE,
        limits.map((limit) => this.keyOf(limit.key)),
        [],
      ),
    );
  }

  private async run(script: RedisScript, key: string, windowMs: number): Promise<LimitCount> {
    const reply = await guarded(() => runScript(this.redis, script, [this.keyOf(key)], [windowMs]));
    const [count, ttl] = reply as [number, number];
    return { count, resetAt: this.now() + ttl };
  }

  private keyOf(key: string): string {
    return `${this.options.prefix ?? LIMIT_PREFIX}${key}`;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
