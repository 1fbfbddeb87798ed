import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';

/** A Lua script run atomically in Redis, known by its SHA-1 so its text crosses the wire only once. */
export interface RedisScript {
  text: string;
  sha: string;
}

export function redisScript(text: string): RedisScript {
  return { text, sha: createHash('sha1').update(text).digest('hex') };
}

/** EVALSHA, and EVAL when Redis does not know the script yet (first use, or after a restart). */
export function runScript(redis: Redis, script: RedisScript, keys: string[], args: (string | number)[]): Promise<unknown> {
  return redis.evalsha(script.sha, keys.length, ...keys, ...args).catch((error: Error) => {
    if (!error.message.startsWith('NOSCRIPT')) throw error;
    return redis.eval(script.text, keys.length, ...keys, ...args);
  });
}
