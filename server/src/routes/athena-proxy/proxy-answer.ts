import { parseJsonBody, type AthenaRawResponse } from '@clinic/adapters';
import { reducePatientSearch } from './patient-search-reducer';
import type { ProxyCall } from './proxy-request';

export const UPSTREAM_MESSAGE = {
  timeout: 'The scheduling service did not answer in time. Please try again.',
  network: 'The scheduling service cannot be reached right now. Please try again later.',
  failed: 'The scheduling service had a problem. Please try again later.',
} as const;

/** What the browser gets back: a status and a JSON text (empty when athena sent no JSON). */
export interface BrowserAnswer {
  status: number;
  json: string;
}

const FAILED = JSON.stringify({ error: UPSTREAM_MESSAGE.failed });
// athena's bodies are objects or arrays, sometimes after blank lines; anything else (a gateway's HTML page) is dropped.
const LOOKS_LIKE_JSON = /^\s*[[{]/;

/**
 * athena's status and JSON body, with patient searches reduced and 5xx text hidden. Every other answer is
 * relayed as athena's text, unparsed: the proxy's hot path (server/bench/proxy.bench.ts).
 */
export function browserAnswer(call: ProxyCall, upstream: AthenaRawResponse): BrowserAnswer {
  if (upstream.status >= 500) return { status: upstream.status, json: FAILED };
  if (call.operation.name === 'patientSearch' && upstream.status === 200) {
    const reduced = reducePatientSearch(parseJsonBody(upstream.text), call.sent);
    // An unreadable answer goes on empty, which the client reports as an error, never as "not found".
    return { status: 200, json: reduced ? JSON.stringify(reduced) : '' };
  }
  return { status: upstream.status, json: LOOKS_LIKE_JSON.test(upstream.text) ? upstream.text : '' };
}
