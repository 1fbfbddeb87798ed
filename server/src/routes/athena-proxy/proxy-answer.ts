import type { AthenaResponse } from '@clinic/adapters';
import { reducePatientSearch } from './patient-search-reducer';
import type { ProxyCall } from './proxy-request';

export const UPSTREAM_MESSAGE = {
  timeout: 'The scheduling service did not answer in time. Please try again.',
  network: 'The scheduling service cannot be reached right now. Please try again later.',
  failed: 'The scheduling service had a problem. Please try again later.',
} as const;

/** What the browser gets back: athena's status and JSON body, with patient searches reduced and 5xx text hidden. */
export function browserAnswer(call: ProxyCall, upstream: AthenaResponse): { status: number; body: unknown } {
  if (upstream.status >= 500) return { status: upstream.status, body: { error: UPSTREAM_MESSAGE.failed } };
  if (call.operation.name === 'patientSearch' && upstream.status === 200) {
    return { status: 200, body: reducePatientSearch(upstream.body, call.sent) };
  }
  return { status: upstream.status, body: upstream.body };
}
