import type { AthenaRawResponse } from '@clinic/adapters';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { MemoryReferenceStore, type ReferenceStore } from './reference-cache';

const storedAnswer = z.object({ status: z.number().int(), text: z.string() });

/**
 * Reference answers shared by every replica (issue 14): the first replica to read departments, providers, types
 * or reasons after the TTL asks athena, the others read Redis. Each replica keeps what it read in memory for
 * the entry's remaining lifetime, so a cached read costs no round trip at all. Redis down only costs the
 * sharing: reads fall back to this replica's memory and to athena, never to an error (decision 29).
 */
export class RedisReferenceStore implements ReferenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly local: MemoryReferenceStore = new MemoryReferenceStore(),
    private readonly prefix = 'clinic:ref:',
  ) {}

  async get(key: string): Promise<AthenaRawResponse | undefined> {
    const near = this.local.get(key);
    if (near) return near;
    try {
      // Issued in the same tick: one round trip with auto-pipelining.
      const [raw, ttlMs] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
      if (raw === null || ttlMs <= 0) return undefined;
      const parsed = storedAnswer.safeParse(JSON.parse(raw));
      if (!parsed.success) return undefined;
      this.local.set(key, parsed.data, ttlMs);
      return parsed.data;
    } catch {
      return undefined;
    }
  }

  async set(key: string, answer: AthenaRawResponse, ttlMs: number): Promise<void> {
    this.local.set(key, answer, ttlMs);
    await this.redis.set(this.prefix + key, JSON.stringify(answer), 'PX', ttlMs).catch(() => {
      // Not shared this time; this replica still serves it from memory.
    });
  }
}
