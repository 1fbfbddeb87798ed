import { SchedulerError } from '@clinic/core';
import { z } from 'zod';
import { codeForStatus, parseJsonBody, type HttpClient } from './athena-http';

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
}

export const ATHENA_SCOPE = 'athena/service/Athenanet.MDP.*';

// athena sends expires_in as a string ("3600"); older answers used a number (athena-api.md §2).
const tokenResponseSchema = z.object({
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
    if (this.cached?.token === token) this.cached = undefined;
  }

  private async fetchToken(): Promise<string> {
    const { baseUrl, clientId, clientSecret, http, timeoutMs, refreshMarginMs } = this.config;
    const basic = btoa(`${clientId}:${clientSecret}`);
    const { status, text } = await http({
      url: `${baseUrl}/oauth2/v1/token`,
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: `grant_type=client_credentials&scope=${ATHENA_SCOPE}`,
      timeoutMs,
    });
    if (status < 200 || status >= 300) {
      throw new SchedulerError(codeForStatus(status), `The scheduling service refused the access token request (HTTP ${status}).`, status);
    }
    const parsed = tokenResponseSchema.safeParse(parseJsonBody(text));
    if (!parsed.success) {
      throw new SchedulerError('UPSTREAM', 'The scheduling service sent an unreadable access token answer.', status);
    }
    const lifetimeMs = parsed.data.expires_in * 1000;
    // A margin longer than the lifetime would never cache; keep at least half of the lifetime.
    const margin = Math.min(refreshMarginMs, lifetimeMs / 2);
    this.cached = { token: parsed.data.access_token, expiresAt: this.now() + lifetimeMs - margin };
    return parsed.data.access_token;
  }
}
