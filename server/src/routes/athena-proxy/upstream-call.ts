import type { AthenaRawResponse, AthenaRelayTransport, AthenaRequest } from '@clinic/adapters';
import { isSchedulerError } from '@clinic/core';

/** Why the upstream gave no answer: it took too long, or could not be reached. */
export class UpstreamUnavailable extends Error {
  constructor(readonly reason: 'timeout' | 'network') {
    super(`upstream ${reason}`);
  }
}

/**
 * Calls athena within `timeoutMs`, never hanging. Reads (GET) are retried once on a connection failure;
 * writes never are, so a booking cannot be made twice behind the patient's back.
 * Written with `then` rather than `async`: every proxied call runs through here, and each async layer
 * costs the hot path a few more microtask turns (server/bench/proxy.bench.ts).
 */
export function callUpstream(transport: AthenaRelayTransport, request: AthenaRequest, timeoutMs: number): Promise<AthenaRawResponse> {
  return withDeadline(transport.requestRaw(request), timeoutMs).catch((error: unknown) => {
    const reason = reasonOf(error);
    if (reason !== 'network' || request.method !== 'GET') throw new UpstreamUnavailable(reason);
    return withDeadline(transport.requestRaw(request), timeoutMs).catch((again: unknown) => {
      throw new UpstreamUnavailable(reasonOf(again));
    });
  });
}

function reasonOf(error: unknown): 'timeout' | 'network' {
  if (error instanceof UpstreamUnavailable) return error.reason;
  return isSchedulerError(error) && error.code === 'TIMEOUT' ? 'timeout' : 'network';
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new UpstreamUnavailable('timeout')), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
