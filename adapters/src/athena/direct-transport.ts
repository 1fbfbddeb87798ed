import type { AthenaRequest, AthenaResponse, AthenaTransport } from './athena-transport';
import { DEFAULT_TIMEOUT_MS, fetchText, formEncode, globalFetch, parseJsonBody, type FetchLike } from './athena-http';
import { OAuthTokenSource } from './oauth-token';

export interface DirectTransportConfig {
  /** e.g. https://api.preview.platform.athenahealth.com, without /v1. */
  baseUrl: string;
  practiceId: string;
  clientId: string;
  clientSecret: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Defaults to one minute, as other athena clients do (athena-api.md §2). */
  tokenRefreshMarginMs?: number;
  now?: () => number;
}

/** Calls athena directly from Node with an OAuth2 client-credentials token (athena-api.md §2, §3). */
export class DirectTransport implements AthenaTransport {
  private readonly tokens: OAuthTokenSource;
  private readonly apiBase: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(config: DirectTransportConfig) {
    const baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.fetch = config.fetch ?? globalFetch;
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiBase = `${baseUrl}/v1/${encodeURIComponent(config.practiceId)}`;
    this.tokens = new OAuthTokenSource({
      baseUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      fetch: this.fetch,
      timeoutMs: this.timeoutMs,
      refreshMarginMs: config.tokenRefreshMarginMs ?? 60_000,
      ...(config.now ? { now: config.now } : {}),
    });
  }

  /** Sends one call; a 401 drops the token and retries once with a fresh one (athena's intermittent 401s). */
  async request(request: AthenaRequest): Promise<AthenaResponse> {
    const token = await this.tokens.token();
    const first = await this.send(request, token);
    if (first.status !== 401) return first;
    this.tokens.invalidate(token);
    return this.send(request, await this.tokens.token());
  }

  private async send(request: AthenaRequest, token: string): Promise<AthenaResponse> {
    const headers: Record<string, string> = {
      ...request.headers,
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      'X-Request-Id': crypto.randomUUID(),
    };
    const init: RequestInit = { method: request.method, headers };
    if (request.method !== 'GET') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      init.body = formEncode(request.form);
    }
    const { status, text } = await fetchText(this.fetch, this.apiBase + request.path, init, this.timeoutMs);
    return { status, body: parseJsonBody(text) };
  }
}
