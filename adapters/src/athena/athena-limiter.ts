import PQueue from 'p-queue';

/** How fast one athena practice may be called from this process. */
export interface AthenaLimits {
  /** Calls started in any rolling second. */
  maxRps: number;
  /** Calls in flight at once. */
  maxConcurrent: number;
}

// No authoritative per-second number exists (athena-api.md §6); these are what maintained clients assume:
// 100/s in production, 5/s on the preview host (EH's limiter defaults). ATHENA_MAX_RPS overrides both.
export const PRODUCTION_MAX_RPS = 100;
export const PREVIEW_MAX_RPS = 5;
const PRODUCTION_HOST = 'api.platform.athenahealth.com';

/**
 * The default rate for a base URL: production's for athena's production host only; anything else (the
 * preview host, a fake, a relay) gets preview's cautious rate unless ATHENA_MAX_RPS says otherwise.
 */
export function defaultMaxRps(baseUrl: string): number {
  return hostOf(baseUrl).toLowerCase() === PRODUCTION_HOST ? PRODUCTION_MAX_RPS : PREVIEW_MAX_RPS;
}

/** Limits for a rate: in-flight calls capped at the rate itself (athena answers in well under a second). */
export function limitsFor(maxRps: number): AthenaLimits {
  return { maxRps, maxConcurrent: Math.max(1, Math.ceil(maxRps)) };
}

/**
 * One queue per athena practice in this process, shared by every transport that calls it, so two callers of
 * the same practice (the proxy and a reference cache, or the CLI's parallel loops) share one budget.
 * A sliding window (p-queue `strict`): never more than `maxRps` starts in any rolling second.
 */
const queues = new Map<string, { queue: PQueue; limits: AthenaLimits }>();

export function practiceLimiter(key: string, limits: AthenaLimits): PQueue {
  const known = queues.get(key);
  if (known && known.limits.maxRps === limits.maxRps && known.limits.maxConcurrent === limits.maxConcurrent) return known.queue;
  const queue = new PQueue({
    concurrency: limits.maxConcurrent,
    intervalCap: Math.max(1, Math.floor(limits.maxRps)),
    interval: 1000,
    strict: true,
  });
  queues.set(key, { queue, limits });
  return queue;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).hostname;
  } catch {
    return '';
  }
}
