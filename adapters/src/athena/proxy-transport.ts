import type { AthenaProxyBody, AthenaRequest, AthenaResponse, AthenaTransport } from './athena-transport.port';
import { SCHEDULER_DEADLINES } from '@clinic/core';
import { fetchText, formEncode, globalFetch, parseJsonBody, type FetchLike } from './http-exchange';

export interface ProxyTransportConfig {
  /** The server's proxy route; absolute in Node tests, relative in the browser. */
  endpoint?: string;
  fetch?: FetchLike;
  /** Longer than the server's own deadline on athena, so a slow booking is answered by the server, not abandoned. */
  timeoutMs?: number;
  /** Sent on every call: the page's language (`X-Site-Language`), handed in by the web's composition root. */
  headers?: Readonly<Record<string, string>>;
}

export const DEFAULT_PROXY_ENDPOINT = '/api/athena-proxy';

/**
 * The proxy's patient binding: a short-lived signed token it hands out with a patient search that matched or a
 * patient creation, and expects back on insurance and booking calls for that patient (docs/decisions/, 19).
 */
export const BOOKING_SESSION_HEADER = 'booking-session';

/** The proxy request body for one athena call, as booking.md §7 describes it. */
export function proxyBody(request: AthenaRequest): AthenaProxyBody {
  const body: AthenaProxyBody = { url: request.path, method: request.method };
  if (request.method !== 'GET') body.data = formEncode(request.form);
  return body;
}

/** Reaches athena from the browser through the server's allowlisted proxy route (booking.md §7). */
export class ProxyTransport implements AthenaTransport {
  private readonly endpoint: string;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly headers: Readonly<Record<string, string>>;
  /** The latest binding the proxy handed this visitor; kept in memory only, for the life of the page. */
  private session: string | undefined;

  constructor(config: ProxyTransportConfig = {}) {
    this.endpoint = config.endpoint ?? DEFAULT_PROXY_ENDPOINT;
    const fetch = config.fetch ?? globalFetch;
    this.fetch = async (input, init) => {
      const response = await fetch(input, init);
      this.session = response.headers.get(BOOKING_SESSION_HEADER) ?? this.session;
      return response;
    };
    this.timeoutMs = config.timeoutMs ?? SCHEDULER_DEADLINES.browserMs;
    this.headers = config.headers ?? {};
  }

  /** The booking session's header, for the server's other routes that need the same proof (the waitlist, #33). */
  sessionHeaders(): Record<string, string> {
    return this.session ? { [BOOKING_SESSION_HEADER]: this.session } : {};
  }

  /** POSTs `{ url, method, data }` and hands back the proxy's status and JSON body unchanged. */
  async request(request: AthenaRequest): Promise<AthenaResponse> {
    const { status, text } = await fetchText(
      this.fetch,
      this.endpoint,
      {
        method: 'POST',
        headers: {
          ...this.headers,
          ...request.headers,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(this.session ? { [BOOKING_SESSION_HEADER]: this.session } : {}),
        },
        body: JSON.stringify(proxyBody(request)),
      },
      this.timeoutMs,
    );
    return { status, body: parseJsonBody(text) };
  }
}
