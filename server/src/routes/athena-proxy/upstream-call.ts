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
 */
export async function callUpstream(transport: AthenaRelayTransport, request: AthenaRequest, timeoutMs: number): Promise<AthenaRawResponse> {
  try {
    return await withDeadline(transport.requestRaw(request), timeoutMs);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === 'network' && request.method === 'GET') {
      return withDeadline(transport.requestRaw(request), timeoutMs).catch((again: unknown) => {
        throw new UpstreamUnavailable(reasonOf(again));
      });
    }
    throw new UpstreamUnavailable(reason);
  }
}

function reasonOf(error: unknown): 'timeout' | 'network' {
  if (error instanceof UpstreamUnavailable) return error.reason;
  return isSchedulerError(error) && error.code === 'TIMEOUT' ? 'timeout' : 'network';
}

async function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UpstreamUnavailable('timeout')), timeoutMs);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
