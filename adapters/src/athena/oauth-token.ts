import { SchedulerError } from '@clinic/core';
import { z } from 'zod';
import { codeForStatus, parseJsonBody, type FetchedText, type HttpClient } from './http-exchange';
import { retryAfterMs } from './athena-throttle';

export interface OAuthTokenConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  http: HttpClient;
  timeoutMs: number;
  /** Renew this long before athena's expiry, so a token never dies mid-request. */
  refreshMarginMs: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
  /** Waits before retrying a token request athena throttled (429); injectable for tests. */
  sleep?: (ms: number) => Promise<void>;
  /** The longest such wait; a longer block fails at once with RATE_LIMITED. */
  maxWaitMs?: number;
  /** Keeps the token beyond this process (the CLI's cache file); memory only when absent. */
  cache?: TokenCache;
}

/** A token and the instant (ms since the epoch) after which it must not be used. */
export interface CachedToken {
  token: string;
  expiresAt: number;
}

/** Somewhere a token outlives one process, so short-lived callers stay within athena's token limit. */
export interface TokenCache {
  read(): CachedToken | undefined;
  write(token: CachedToken): void;
  clear(): void;
}

export const ATHENA_SCOPE = 'athena/service/Athenanet.MDP.*';

// athena sends expires_in as a string ("3600"); older answers used a number (athena-api.md §2).
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});

/**
 * athena's OAuth2 client-credentials token, cached until shortly before it expires.
 * Concurrent callers share one in-flight token request.
 */
export class OAuthTokenSource {
  private cached: { token: string; expiresAt: number } | undefined;
  private inFlight: Promise<string> | undefined;
  private readonly now: () => number;

  constructor(private readonly config: OAuthTokenConfig) {
    this.now = config.now ?? Date.now;
  }

  /** The cached token while it is still valid, without fetching one. */
  current(): string | undefined {
    this.cached ??= this.readCache();
    return this.cached && this.now() < this.cached.expiresAt ? this.cached.token : undefined;
  }

  /** A valid bearer token, fetched only when none is cached or it is about to expire. */
  async token(): Promise<string> {
    const cached = this.current();
    if (cached !== undefined) return cached;
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  /** Forgets `token` after athena rejected it; a newer token fetched meanwhile is kept. */
  invalidate(token: string): void {
    if (this.cached?.token !== token) return;
    this.cached = undefined;
    this.config.cache?.clear();
  }

  private readCache(): CachedToken | undefined {
    try {
      return this.config.cache?.read();
    } catch {
      // An unreadable cache only costs a token request.
      return undefined;
    }
  }

  /**
   * athena allows 5 new tokens a minute on preview, 50 in production, then answers 429 for the rest of the
   * minute (athena-api.md §2): a wait that fits the budget is waited out once, a longer one fails clearly.
   */
  private async requestToken(): Promise<FetchedText> {
    const first = await this.post();
    if (first.status !== 429) return first;
    const untilNextMinute = 60_000 - (this.now() % 60_000);
    const wait = retryAfterMs(first.headers, this.now()) ?? untilNextMinute;
    if (!this.config.sleep || wait > (this.config.maxWaitMs ?? 0)) {
      const limit = first.headers?.['x-ratelimit-limit'];
      const per = limit ? ` (${limit} new tokens a minute)` : '';
      throw new SchedulerError(
        'RATE_LIMITED',
        `athena's access token limit is reached${per}; try again in ${Math.max(1, Math.ceil(wait / 1000))} s.`,
        429,
      );
    }
    await this.config.sleep(wait);
    return this.post();
  }

  private post(): Promise<FetchedText> {
    const { baseUrl, clientId, clientSecret, http, timeoutMs } = this.config;
    const basic = btoa(`${clientId}:${clientSecret}`);
    return http({
      url: `${baseUrl}/oauth2/v1/token`,
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: `grant_type=client_credentials&scope=${ATHENA_SCOPE}`,
      timeoutMs,
    });
  }

  private async fetchToken(): Promise<string> {
    const { refreshMarginMs } = this.config;
    const { status, text } = await this.requestToken();
    if (status === 429)
      throw new SchedulerError('RATE_LIMITED', "athena's access token limit is still reached; try again in a minute.", 429);
    if (status < 200 || status >= 300) {
      // Refused credentials are UNAUTHORIZED; any other status (a 404 from a wrong base URL path) is athena failing
      // us, never the NOT_FOUND or INVALID_INPUT of an id or a field the caller sent.
      const code = codeForStatus(status) === 'UNAUTHORIZED' ? 'UNAUTHORIZED' : 'UPSTREAM';
      throw new SchedulerError(code, `The scheduling service refused the access token request (HTTP ${status}).`, status);
    }
    const parsed = tokenResponseSchema.safeParse(parseJsonBody(text));
    if (!parsed.success) {
      throw new SchedulerError('UPSTREAM', 'The scheduling service sent an unreadable access token answer.', status);
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    // A margin longer than the lifetime would never cache; keep at least half of the lifetime.
    const margin = Math.min(refreshMarginMs, lifetimeMs / 2);
    this.cached = { token: parsed.data.access_token, expiresAt: this.now() + lifetimeMs - margin };
    try {
      this.config.cache?.write(this.cached);
    } catch {
      // A cache that cannot be written only costs the next process a token request.
    }
    return parsed.data.access_token;
  }
}
