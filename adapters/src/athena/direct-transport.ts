import { isSchedulerError } from '@clinic/core';
import type PQueue from 'p-queue';
import type { AthenaRawResponse, AthenaRelayTransport, AthenaRequest, AthenaResponse } from './athena-transport.port';
import { DEFAULT_TIMEOUT_MS, fetchClient, formEncode, parseJsonBody, type HttpClient } from './http-exchange';
import { defaultMaxRps, limitsFor, practiceLimiter } from './athena-limiter';
import { asThrottled, isThrottled, retryAfterMs } from './athena-throttle';
import { OAuthTokenSource, type TokenCache } from './oauth-token';

export interface DirectTransportConfig {
  /** e.g. https://api.preview.platform.athenahealth.com, without /v1. */
  baseUrl: string;
  practiceId: string;
  clientId: string;
  clientSecret: string;
  /** How HTTP calls are made; the global fetch unless given (the server passes a pooled client). */
  http?: HttpClient;
  timeoutMs?: number;
  /** Defaults to one minute, as other athena clients do (athena-api.md §2). */
  tokenRefreshMarginMs?: number;
  now?: () => number;
  /** Calls per rolling second to this practice (ATHENA_MAX_RPS); defaults by host (athena-limiter.ts). */
  maxRps?: number;
  /** How throttled reads are retried; writes never are. */
  retry?: Partial<RetryPolicy>;
  /** Waits between retries; injectable so tests need no real time. */
  sleep?: (ms: number) => Promise<void>;
  /** Where the token outlives this process (the CLI's cache file); memory only when absent. */
  tokenCache?: TokenCache;
  /** Told before each retry of a throttled read (the server's metrics count them). */
  onThrottledRetry?: () => void;
}

export interface RetryPolicy {
  /** Retries of one throttled read. */
  maxRetries: number;
  /** Total waiting one read may spend on retries; a longer Retry-After ends the retries at once. */
  maxWaitMs: number;
  /** The first wait when athena gives no Retry-After; doubled on each retry. */
  baseDelayMs: number;
}

// Within the proxy's 10 s deadline (server/src/app.ts) with room for the calls themselves.
export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, maxWaitMs: 6_000, baseDelayMs: 250 };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * athena's token limit (429 from the token endpoint) reaches callers as the call's own 429 with the reason,
 * like any throttling, rather than as an outage: the proxy relays it, the client reports RATE_LIMITED.
 */
function tokenLimitAnswer(error: unknown): AthenaRawResponse {
  if (isSchedulerError(error) && error.code === 'RATE_LIMITED') return { status: 429, text: JSON.stringify({ error: error.message }) };
  throw error;
}

/** Calls athena directly from Node with an OAuth2 client-credentials token (athena-api.md §2, §3). */
export class DirectTransport implements AthenaRelayTransport {
  private readonly tokens: OAuthTokenSource;
  private readonly apiBase: string;
  private readonly http: HttpClient;
  private readonly timeoutMs: number;
  private readonly limiter: PQueue;
  private readonly retry: RetryPolicy;
  private readonly onThrottledRetry: (() => void) | undefined;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(config: DirectTransportConfig) {
    const baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.http = config.http ?? fetchClient();
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiBase = `${baseUrl}/v1/${encodeURIComponent(config.practiceId)}`;
    this.now = config.now ?? Date.now;
    this.sleep = config.sleep ?? realSleep;
    this.retry = { ...DEFAULT_RETRY, ...config.retry };
    this.onThrottledRetry = config.onThrottledRetry;
    this.limiter = practiceLimiter(this.apiBase, limitsFor(config.maxRps ?? defaultMaxRps(baseUrl)));
    this.tokens = new OAuthTokenSource({
      baseUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      http: this.http,
      timeoutMs: this.timeoutMs,
      refreshMarginMs: config.tokenRefreshMarginMs ?? 60_000,
      now: this.now,
      sleep: this.sleep,
      maxWaitMs: this.retry.maxWaitMs,
      ...(config.tokenCache ? { cache: config.tokenCache } : {}),
    });
  }

  async request(request: AthenaRequest): Promise<AthenaResponse> {
    const { status, text, headers } = await this.requestRaw(request);
    return headers ? { status, body: parseJsonBody(text), headers } : { status, body: parseJsonBody(text) };
  }

  /**
   * Sends one call within the practice's rate limit. A throttled read waits for athena's Retry-After and is
   * tried again within the retry budget; a throttled write is never retried (a booking made twice behind the
   * patient's back is worse than a "try again"). What stays throttled comes back as a 429 (athena-throttle.ts).
   */
  requestRaw(request: AthenaRequest): Promise<AthenaRawResponse> {
    return this.attempt(request, 0, 0).catch(tokenLimitAnswer);
  }

  private attempt(request: AthenaRequest, retries: number, waited: number): Promise<AthenaRawResponse> {
    // The token comes first, outside the queue: a rate slot is spent on the athena call itself, so what the
    // limiter counts is what athena counts.
    const cached = this.tokens.current();
    const token = cached !== undefined ? Promise.resolve(cached) : this.tokens.token();
    return token
      .then((t) => this.limiter.add(() => this.sendRetrying(request, t)))
      .then((answer) => {
        if (!isThrottled(answer)) return answer;
        const wait = retryAfterMs(answer.headers, this.now()) ?? this.retry.baseDelayMs * 2 ** retries;
        const retryable = request.method === 'GET' && retries < this.retry.maxRetries && waited + wait <= this.retry.maxWaitMs;
        if (!retryable) return asThrottled(answer, this.now());
        this.onThrottledRetry?.();
        return this.sleep(wait).then(() => this.attempt(request, retries + 1, waited + wait));
      });
  }

  /** One call with a bearer token; a 401 drops the token and retries once with a fresh one (athena's intermittent 401s). */
  private sendRetrying(request: AthenaRequest, token: string): Promise<AthenaRawResponse> {
    return this.send(request, token).then((first) => {
      if (first.status !== 401) return first;
      this.tokens.invalidate(token);
      if (!refusedBeforeProcessing(request, first)) return first;
      return this.tokens.token().then((fresh) => this.send(request, fresh));
    });
  }

  private send(request: AthenaRequest, token: string): Promise<AthenaRawResponse> {
    const headers: Record<string, string> = {
      ...request.headers,
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'X-Request-Id': crypto.randomUUID(),
    };
    const url = this.apiBase + request.path;
    const signal = request.signal ? { signal: request.signal } : {};
    if (request.method === 'GET') return this.http({ url, method: 'GET', headers, timeoutMs: this.timeoutMs, ...signal });
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return this.http({ url, method: request.method, headers, body: formEncode(request.form), timeoutMs: this.timeoutMs, ...signal });
  }
}

/**
 * Whether a 401 proves athena did nothing, so the call may be sent again with a new token. Reads are always
 * safe to repeat. A write (a booking above all) is repeated only when the 401 came from athena's gateway, which
 * refuses the token before athenaNet sees the request and answers without a JSON body (athena-api.md §5); a
 * 401 with an athena JSON body came from behind the gateway, where the write may already have been done, and
 * sending it again could book the patient twice.
 */
function refusedBeforeProcessing(request: AthenaRequest, answer: AthenaRawResponse): boolean {
  if (request.method === 'GET') return true;
  return parseJsonBody(answer.text) === undefined;
}
