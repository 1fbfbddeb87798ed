import { AVAILABILITY_FRESHNESS, type AvailabilityAnswer, type AvailabilitySnapshot } from './availability-contract';

/** How the index may answer at `now`: its status and the instant of its oldest part (`asOf`). */
export interface AvailabilityFreshness {
  status: AvailabilityAnswer['status'];
  asOf: Date | null;
}

/**
 * AVAILABILITY_FRESHNESS applied to a snapshot: fresh while each part is within its promise, stale while its oldest
 * part is younger than `serveStaleForMs`, unavailable past that or before the first refresh.
 */
export function availabilityFreshness(
  snapshot: Pick<AvailabilitySnapshot, 'nearRefreshedAt' | 'farRefreshedAt'> | undefined,
  now: Date,
): AvailabilityFreshness {
  if (!snapshot) return { status: 'unavailable', asOf: null };
  const { nearMaxAgeMs, farMaxAgeMs, serveStaleForMs } = AVAILABILITY_FRESHNESS;
  const nearAge = now.getTime() - snapshot.nearRefreshedAt.getTime();
  const farAge = now.getTime() - snapshot.farRefreshedAt.getTime();
  const asOf = nearAge >= farAge ? snapshot.nearRefreshedAt : snapshot.farRefreshedAt;
  if (Math.max(nearAge, farAge) > serveStaleForMs) return { status: 'unavailable', asOf: null };
  return { status: nearAge <= nearMaxAgeMs && farAge <= farMaxAgeMs ? 'fresh' : 'stale', asOf };
}
