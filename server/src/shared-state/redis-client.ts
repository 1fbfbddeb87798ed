import { Redis } from 'ioredis';

export interface RedisClientOptions {
  /** How long a connection attempt or a command may take before it fails (1 s). */
  timeoutMs?: number;
  /** Told when the connection is lost or comes back (once per change, never per failed command). */
  onStateChange?: (state: 'up' | 'down', reason?: string) => void;
}

/**
 * The shared-state client of every replica. Fails fast instead of queueing: with Redis down a command fails
 * at once (no offline queue, no retries per request), so a booking is refused within a second rather than
 * left hanging; the client keeps reconnecting in the background and everything recovers without a restart.
 */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const timeoutMs = options.timeoutMs ?? 1000;
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Reconnects forever, at most a second apart, so recovery is seen within about a second.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    lazyConnect: false,
    // Commands issued in the same tick (a booking's limit reads, many requests at once) share one write.
    enableAutoPipelining: true,
  });
  let up: boolean | undefined;
  const report = (now: boolean, reason?: string) => {
    if (up === now) return;
    up = now;
    options.onStateChange?.(now ? 'up' : 'down', reason);
  };
  redis.on('ready', () => report(true));
  // Without a listener ioredis prints every reconnection error; the state change is logged once instead.
  redis.on('error', (error: Error & { code?: string }) => report(false, error.code ?? error.name));
  redis.on('end', () => report(false, 'closed'));
  return redis;
}

/** Resolves once the client can take commands (tests, and start-up when a replica wants to wait). */
export function redisReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => redis.once('ready', () => resolve()));
}

/** Closes the client: QUIT when connected (pending replies arrive first), otherwise at once. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
    return;
  }
  redis.disconnect();
}
