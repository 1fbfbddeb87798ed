import { codeSubject, type RequestCodeBody } from '@clinic/core';
import { createHmac } from 'node:crypto';
import type { LimitStore } from '../athena-proxy/limit-store';
import { secondsUntil } from '../athena-proxy/proxy-limits';

export interface Window {
  max: number;
  windowMs: number;
}

/**
 * How often one address, and one e-mail with one date of birth, may ask for codes, try them, and act
 * (docs/deployment.md, "Limits"). The `…PerEmail` windows count each e-mail and date of birth together: requests
 * with a wrong date of birth never use up the genuine holder's share, whether or not either matches a patient.
 */
export interface ManageLimits {
  codePerAddress: Window;
  codePerEmail: Window;
  verifyPerAddress: Window;
  verifyPerEmail: Window;
  actionsPerAddress: Window;
}

const MIN15 = 15 * 60_000;
export const DEFAULT_MANAGE_LIMITS: ManageLimits = {
  codePerAddress: { max: 10, windowMs: MIN15 },
  codePerEmail: { max: 5, windowMs: MIN15 },
  verifyPerAddress: { max: 30, windowMs: MIN15 },
  verifyPerEmail: { max: 15, windowMs: MIN15 },
  actionsPerAddress: { max: 60, windowMs: MIN15 },
};

/**
 * Counts in the proxy's LimitStore (Redis when replicas share it). E-mail counters are keyed by an HMAC of the
 * e-mail and date of birth, so the store never holds either.
 */
export class ManageRateLimits {
  constructor(
    private readonly store: LimitStore,
    private readonly limits: ManageLimits,
    private readonly secret: string,
  ) {}

  /** Seconds to wait when any counter is over its limit, else undefined. Throws SharedStateUnavailable. */
  async admit(counters: { key: string; window: Window }[]): Promise<number | undefined> {
    let wait: number | undefined;
    for (const { key, window } of counters) {
      const counted = await this.store.add(`manage:${key}`, window.windowMs);
      if (counted.count > window.max) wait = Math.max(wait ?? 0, secondsUntil(counted.resetAt));
    }
    return wait;
  }

  address(kind: 'code' | 'verify' | 'actions', client: string) {
    const window =
      kind === 'code' ? this.limits.codePerAddress : kind === 'verify' ? this.limits.verifyPerAddress : this.limits.actionsPerAddress;
    return { key: `${kind}:addr:${client}`, window };
  }

  /**
   * The counter of one e-mail with one date of birth (issue 34: five requests with wrong birth dates used to lock
   * the genuine patient out for 15 minutes). Counted the same whoever they belong to, so no answer tells a
   * matching pair from another.
   */
  holder(kind: 'code' | 'verify', who: RequestCodeBody) {
    const tag = createHmac('sha256', this.secret)
      .update(`manage-limit:${codeSubject(who)}`)
      .digest('base64url')
      .slice(0, 22);
    return { key: `${kind}:holder:${tag}`, window: kind === 'code' ? this.limits.codePerEmail : this.limits.verifyPerEmail };
  }
}
