import type { Redis } from 'ioredis';
import { z } from 'zod';
import { redisScript, runScript } from '../shared-state/redis-script';
import { TAKEN_FOR_MS, withoutTaken, type AvailabilityStore, type IndexChange, type IndexedAvailability } from './availability-store';

const PREFIX = 'clinic:availability:';
const KEYS = { state: `${PREFIX}state`, version: `${PREFIX}version`, taken: `${PREFIX}taken` };

// Written only by this class; the envelope is checked, the slots were checked when they came from athena.
const storedState = z.object({
  nearRefreshedAt: z.string(),
  farRefreshedAt: z.string(),
  slots: z.array(z.any()),
  directory: z.object({ departmentIds: z.array(z.string()), providers: z.array(z.any()), types: z.array(z.any()) }),
});

/** Writes the state only if nobody wrote since it was read (same version); answers the new version or 0. */
const COMPARE_AND_SET = redisScript(`
local current = redis.call('GET', KEYS[2]) or '0'
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return redis.call('INCR', KEYS[2])
`);

/** Tries before a write that keeps meeting concurrent writes gives up (each retry recomputes from the newer state). */
const MAX_TRIES = 8;

/**
 * The index in Redis, shared by every replica: one state under a version number. A replica parses the state
 * again only when the version moved, so a read costs one small GET; a write is compare-and-set on the version.
 */
export class RedisAvailabilityStore implements AvailabilityStore {
  private cached: { version: string; state: IndexedAvailability | undefined } = { version: '0', state: undefined };

  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {}

  async read(): Promise<IndexedAvailability | undefined> {
    return (await this.latest()).state;
  }

  async update(change: IndexChange): Promise<IndexedAvailability | undefined> {
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const [{ version, state }, taken] = await Promise.all([this.latest(), this.takenIds()]);
      const changed = change(state);
      if (!changed) return state;
      const next = withoutTaken(changed, taken);
      const written = Number(await runScript(this.redis, COMPARE_AND_SET, [KEYS.state, KEYS.version], [version, serialize(next)]));
      if (written > 0) {
        this.cached = { version: String(written), state: next };
        return next;
      }
    }
    throw new Error('availability index: too many concurrent writes');
  }

  async take(appointmentIds: readonly string[]): Promise<void> {
    if (appointmentIds.length === 0) return;
    const at = this.now();
    await this.redis
      .multi()
      .zadd(KEYS.taken, ...appointmentIds.flatMap((id) => [at, id]))
      .zremrangebyscore(KEYS.taken, '-inf', at - TAKEN_FOR_MS)
      .exec();
    await this.update((current) => current);
  }

  private async latest(): Promise<{ version: string; state: IndexedAvailability | undefined }> {
    const version = (await this.redis.get(KEYS.version)) ?? '0';
    if (version === this.cached.version) return this.cached;
    // Read together so the state matches its version (a write sets both in one script).
    const [[, raw], [, stamped]] = ((await this.redis.multi().get(KEYS.state).get(KEYS.version).exec()) ?? []) as [
      [unknown, string | null],
      [unknown, string | null],
    ];
    const state = raw ? deserialize(raw) : undefined;
    this.cached = { version: stamped ?? '0', state };
    return this.cached;
  }

  private async takenIds(): Promise<Set<string>> {
    return new Set(await this.redis.zrangebyscore(KEYS.taken, this.now() - TAKEN_FOR_MS, '+inf'));
  }
}

function serialize(state: IndexedAvailability): string {
  return JSON.stringify({
    ...state,
    nearRefreshedAt: state.nearRefreshedAt.toISOString(),
    farRefreshedAt: state.farRefreshedAt.toISOString(),
  });
}

function deserialize(raw: string): IndexedAvailability | undefined {
  const parsed = storedState.safeParse(JSON.parse(raw));
  if (!parsed.success) return undefined;
  const { nearRefreshedAt, farRefreshedAt, slots, directory } = parsed.data;
  return { nearRefreshedAt: new Date(nearRefreshedAt), farRefreshedAt: new Date(farRefreshedAt), slots, directory };
}
