import { SchedulerError, type SchedulerErrorCode } from '@clinic/core';

/** The `fetch` signature the transports accept, so tests and other runtimes can inject their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

// Resolved at call time, not captured at construction, so interceptors installed later (nock) still apply.
export const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

export const DEFAULT_TIMEOUT_MS = 15_000;

/** A fetched answer with its body read as text, all within one timeout. */
export interface FetchedText {
  status: number;
  text: string;
  /** The few headers the client acts on (KEPT_HEADERS), names lower-cased; absent when none came. */
  headers?: Readonly<Record<string, string>>;
}

/** Headers that say why athena refused or how long to wait (athena-api.md §2, §6); everything else is dropped. */
export const KEPT_HEADERS: ReadonlySet<string> = new Set([
  'retry-after',
  'x-mashery-error-code',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
]);

/** The KEPT_HEADERS among `entries`, or undefined when there are none (the common case costs nothing). */
export function keptHeaders(entries: Iterable<[string, string]>): Record<string, string> | undefined {
  let kept: Record<string, string> | undefined;
  for (const [name, value] of entries) {
    const key = name.toLowerCase();
    if (value !== '' && KEPT_HEADERS.has(key)) (kept ??= {})[key] = value;
  }
  return kept;
}

/** One HTTP call as the athena transports make it: everything but the host's connection handling. */
export interface HttpExchange {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  /** Aborts the exchange before `timeoutMs` (a caller's overall deadline); it then fails with TIMEOUT. */
  signal?: AbortSignal;
}

/**
 * Sends one exchange and reads the body as text. Only outages throw: SchedulerError TIMEOUT when the
 * deadline passes, NETWORK when the host cannot be reached. `fetchClient` in browsers and tests; the
 * server passes a pooled Node client (server/src/upstream/pooled-http-client.ts).
 */
export type HttpClient = (exchange: HttpExchange) => Promise<FetchedText>;

/** An HttpClient over `fetch` (the global one unless given). */
export function fetchClient(fetch: FetchLike = globalFetch): HttpClient {
  return ({ url, timeoutMs, signal, ...init }) => fetchText(fetch, url, init, timeoutMs, signal);
}

export function timeoutError(timeoutMs: number, cause: unknown): SchedulerError {
  return new SchedulerError('TIMEOUT', `The scheduling service did not answer within ${timeoutMs} ms.`, undefined, undefined, { cause });
}

export function networkError(cause: unknown): SchedulerError {
  return new SchedulerError('NETWORK', 'Network error: could not reach the scheduling service.', undefined, undefined, { cause });
}

// Failures of the connection itself (refused, no such host, no route, no TCP handshake in time): athena cannot
// have seen a single byte of the request. A reset or a lost answer is different: the request may have landed.
const NOT_CONNECTED_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * Whether a failed exchange never reached athena, so even a booking is certainly not made: the connection was
 * refused or never opened. Reads the error's cause chain (fetch and undici nest the socket's error).
 */
export function neverSent(error: unknown): boolean {
  for (let at: unknown = error, depth = 0; at instanceof Error && depth < 5; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_CONNECTED_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Fetches `url` and reads the body, aborting after `timeoutMs`.
 * Only outages throw: TIMEOUT when the deadline passes, NETWORK when the host cannot be reached.
 */
export async function fetchText(
  fetch: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<FetchedText> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    const headers = keptHeaders([...KEPT_HEADERS].map((name): [string, string] => [name, response.headers.get(name) ?? '']));
    return headers ? { status: response.status, text, headers } : { status: response.status, text };
  } catch (cause) {
    throw controller.signal.aborted ? timeoutError(timeoutMs, cause) : networkError(cause);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** Parses a JSON body; athena error bodies may start with blank lines, and gateway errors are not JSON at all. */
export function parseJsonBody(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** Form-encodes fields for athena's POST/PUT bodies. */
export function formEncode(form: Record<string, string> | undefined): string {
  return new URLSearchParams(form ?? {}).toString();
}

/** Maps an athena HTTP status to our stable error code (athena-api.md §5). */
export function codeForStatus(status: number): SchedulerErrorCode {
  if (status === 400) return 'INVALID_INPUT';
  if (status === 401 || status === 403) return 'UNAUTHORIZED';
  if (status === 402) return 'PAYMENT_REQUIRED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  return 'UPSTREAM';
}
