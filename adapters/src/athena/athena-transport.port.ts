/** One call to athena's `/v1/{practiceid}` API, described without the host or practice. */
export interface AthenaRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path relative to /v1/{practiceid}, starting with "/", query string included: "/appointments/open?departmentid=1". */
  path: string;
  /** Form fields for POST/PUT, sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Extra request headers, e.g. Idempotency-Key on booking. */
  headers?: Record<string, string>;
  /** Ends the call early (the server's total deadline); the call then fails with TIMEOUT. */
  signal?: AbortSignal;
}

/** athena's answer: its status code and parsed JSON body (undefined when there was none). */
export interface AthenaResponse {
  status: number;
  body: unknown;
  /** Retry-After and athena's rate headers, when it sent any (http-exchange.ts KEPT_HEADERS). */
  headers?: Readonly<Record<string, string>>;
}

/** athena's answer before parsing: status and body text exactly as they came. */
export interface AthenaRawResponse {
  status: number;
  text: string;
  headers?: Readonly<Record<string, string>>;
}

/**
 * How AthenaScheduler reaches athena: `ProxyTransport` (browser → /api/athena-proxy) or
 * `DirectTransport` (Node → athena with OAuth). Network failures throw SchedulerError('NETWORK' | 'TIMEOUT').
 */
export interface AthenaTransport {
  request(request: AthenaRequest): Promise<AthenaResponse>;
}

/** A transport that can also hand athena's body back unparsed, so the server's proxy can relay it as is. */
export interface AthenaRelayTransport extends AthenaTransport {
  requestRaw(request: AthenaRequest): Promise<AthenaRawResponse>;
}

/** The proxy's request body: exactly what booking.md §7 describes. */
export interface AthenaProxyBody {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Form-encoded string, for POST and PUT. */
  data?: string;
}
