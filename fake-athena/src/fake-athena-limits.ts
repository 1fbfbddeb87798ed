/**
 * How unkind the fake athena is about rates (athena-api.md §2, §6). The defaults are athena's preview token
 * limit and a per-second API limit of 20 (clients assume 5 on preview and 100–150 in production).
 */
export interface FakeAthenaLimitOptions {
  /** New tokens per clock minute; then 429 for the rest of the minute. */
  tokensPerMinute?: number;
  /** API calls per rolling second, over every client; Infinity turns the limit off (benchmarks). */
  callsPerSecond?: number;
  /** How a call over the limit is refused: today's 429, or the old gateway's 403 "Developer Over Qps". */
  throttleAs?: '429' | '403-over-qps';
}

export const FAKE_ATHENA_LIMITS = { tokensPerMinute: 5, callsPerSecond: 20 } as const;

/**
 * The rate our own server uses against the embedded fake (ATHENA_MAX_RPS unset): half the fake's limit. Both
 * sides count a rolling second, but see each call a few milliseconds apart, so two full bursts a second apart
 * on our side can land in one second on the fake's; at half the limit they still fit, and bookings (never
 * retried) are never throttled.
 */
export const FAKE_ATHENA_CLIENT_RPS = FAKE_ATHENA_LIMITS.callsPerSecond / 2;

/** A refusal as the gateway sends it: status, headers and a body that is not athena's JSON. */
export interface GatewayRefusal {
  status: number;
  headers: Record<string, string>;
  body: string;
  type: string;
}

/** Counts tokens per clock minute and calls per rolling second; answers what athena's gateway would. */
export class FakeAthenaLimits {
  private readonly tokensPerMinute: number;
  private readonly callsPerSecond: number;
  private readonly throttleAs: '429' | '403-over-qps';
  private tokenMinute = -1;
  private tokensIssued = 0;
  /** Start times of the calls of the last second, oldest first. */
  private readonly recentCalls: number[] = [];

  constructor(
    options: FakeAthenaLimitOptions,
    private readonly now: () => number,
  ) {
    this.tokensPerMinute = options.tokensPerMinute ?? FAKE_ATHENA_LIMITS.tokensPerMinute;
    this.callsPerSecond = options.callsPerSecond ?? FAKE_ATHENA_LIMITS.callsPerSecond;
    this.throttleAs = options.throttleAs ?? '429';
  }

  /** Headers for a granted token, or the 429 for the rest of the minute (X-RateLimit-* as athena sends them). */
  token(): { granted: true; headers: Record<string, string> } | { granted: false; refusal: GatewayRefusal } {
    const now = this.now();
    const minute = Math.floor(now / 60_000);
    if (minute !== this.tokenMinute) {
      this.tokenMinute = minute;
      this.tokensIssued = 0;
    }
    const limit = String(this.tokensPerMinute);
    if (this.tokensIssued >= this.tokensPerMinute) {
      const retryAfter = String(Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)));
      return {
        granted: false,
        refusal: {
          status: 429,
          headers: { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': '0', 'retry-after': retryAfter },
          body: 'Too Many Requests',
          type: 'text/plain',
        },
      };
    }
    this.tokensIssued += 1;
    return {
      granted: true,
      headers: { 'x-ratelimit-limit': limit, 'x-ratelimit-remaining': String(this.tokensPerMinute - this.tokensIssued) },
    };
  }

  /** Undefined when the call may go ahead, else the gateway's throttling answer. */
  call(): GatewayRefusal | undefined {
    if (!Number.isFinite(this.callsPerSecond)) return undefined;
    const now = this.now();
    while (this.recentCalls.length > 0 && this.recentCalls[0]! <= now - 1000) this.recentCalls.shift();
    if (this.recentCalls.length < this.callsPerSecond) {
      this.recentCalls.push(now);
      return undefined;
    }
    const retryAfter = String(Math.max(1, Math.ceil((this.recentCalls[0]! + 1000 - now) / 1000)));
    if (this.throttleAs === '403-over-qps') {
      return {
        status: 403,
        headers: { 'x-mashery-error-code': 'ERR_403_DEVELOPER_OVER_QPS', 'retry-after': retryAfter },
        body: '<h1>Developer Over Qps</h1>',
        type: 'text/html',
      };
    }
    return { status: 429, headers: { 'retry-after': retryAfter }, body: 'Too Many Requests', type: 'text/plain' };
  }
}
