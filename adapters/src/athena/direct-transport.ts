import type { AthenaRawResponse, AthenaRelayTransport, AthenaRequest, AthenaResponse } from './athena-transport';
import { DEFAULT_TIMEOUT_MS, fetchClient, formEncode, parseJsonBody, type HttpClient } from './athena-http';
import { OAuthTokenSource } from './oauth-token';

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
}

/** Calls athena directly from Node with an OAuth2 client-credentials token (athena-api.md §2, §3). */
export class DirectTransport implements AthenaRelayTransport {
  private readonly tokens: OAuthTokenSource;
  private readonly apiBase: string;
  private readonly http: HttpClient;
  private readonly timeoutMs: number;

  constructor(config: DirectTransportConfig) {
    const baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.http = config.http ?? fetchClient();
    this.timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.apiBase = `${baseUrl}/v1/${encodeURIComponent(config.practiceId)}`;
    this.tokens = new OAuthTokenSource({
      baseUrl,
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      http: this.http,
      timeoutMs: this.timeoutMs,
      refreshMarginMs: config.tokenRefreshMarginMs ?? 60_000,
      ...(config.now ? { now: config.now } : {}),
    });
  }

  async request(request: AthenaRequest): Promise<AthenaResponse> {
    const { status, text } = await this.requestRaw(request);
    return { status, body: parseJsonBody(text) };
  }

  /** Resolves when a token is cached or can be obtained now: the server's readiness check (/readyz). */
  async tokenReady(): Promise<void> {
    if (this.tokens.current() === undefined) await this.tokens.token();
  }

  /**
   * Sends one call; a 401 drops the token and retries once with a fresh one (athena's intermittent 401s).
   * With a cached token nothing here awaits: the server's proxy runs every browser call through this.
   */
  requestRaw(request: AthenaRequest): Promise<AthenaRawResponse> {
    const cached = this.tokens.current();
    if (cached !== undefined) return this.sendRetrying(request, cached);
    return this.tokens.token().then((token) => this.sendRetrying(request, token));
  }

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
