import type { AthenaRawResponse } from './athena-transport.port';

// The old (Mashery) gateway throttled with a 403, told apart from a refusal only by this header or its HTML page
// (athena-api.md §6): ERR_403_DEVELOPER_OVER_QPS per second, ERR_403_DEVELOPER_OVER_RATE per day.
const OVER_LIMIT_CODE = /OVER_(?:QPS|RATE)/i;
const OVER_LIMIT_PAGE = /Developer Over (?:Qps|Rate)/i;

/** True when athena is throttling: any 429, or a 403 carrying the gateway's over-QPS / over-rate marker. */
export function isThrottled(answer: AthenaRawResponse): boolean {
  if (answer.status === 429) return true;
  if (answer.status !== 403) return false;
  const code = answer.headers?.['x-mashery-error-code'];
  return (code !== undefined && OVER_LIMIT_CODE.test(code)) || OVER_LIMIT_PAGE.test(answer.text);
}

/**
 * Milliseconds to wait from a Retry-After header: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when there is none or it cannot be read; never negative.
 */
export function retryAfterMs(headers: Readonly<Record<string, string>> | undefined, now: number): number | undefined {
  const value = headers?.['retry-after']?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The text a throttled answer carries onward, whatever athena's body was (often an HTML page or nothing). */
function throttledMessage(waitMs: number | undefined): string {
  const wait = waitMs === undefined ? 'a moment' : `${Math.max(1, Math.ceil(waitMs / 1000))} s`;
  return `athena is limiting how fast we may call it (rate limit reached); try again in ${wait}.`;
}

/**
 * A throttled answer as every caller sees it: status 429 (an old-style 403 too, so it is never taken for an
 * access refusal), a JSON `error` saying so, and athena's Retry-After kept.
 */
export function asThrottled(answer: AthenaRawResponse, now: number): AthenaRawResponse {
  const wait = retryAfterMs(answer.headers, now);
  const text = JSON.stringify({ error: throttledMessage(wait) });
  if (wait === undefined) return { status: 429, text };
  return { status: 429, text, headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) } };
}
