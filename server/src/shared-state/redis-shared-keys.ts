import type { Redis } from 'ioredis';
import { redisScript, runScript } from './redis-script';
import { guarded, holderToken, type SharedKeys } from './shared-keys';

// Deletes KEYS[1] only while it still holds ARGV[1]: a claim that expired and was taken again is left alone.
const RELEASE = redisScript(`if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`);

/** SharedKeys in Redis, shared by every replica: SET NX PX to claim, EXISTS to ask, a compare-and-delete to release. */
export class RedisSharedKeys implements SharedKeys {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'clinic:keys:',
  ) {}

  async claim(key: string, ttlMs: number): Promise<string | undefined> {
    const token = holderToken();
    const set = await guarded(() => this.redis.set(this.prefix + key, token, 'PX', ttlMs, 'NX'));
    return set === 'OK' ? token : undefined;
  }

  async held(key: string): Promise<boolean> {
    return (await guarded(() => this.redis.exists(this.prefix + key))) === 1;
  }

  async release(key: string, token?: string): Promise<void> {
    if (token === undefined) await guarded(() => this.redis.del(this.prefix + key));
    else await guarded(() => runScript(this.redis, RELEASE, [this.prefix + key], [token]));
  }
}
