import { neverSent, type AthenaRawResponse, type AthenaRelayTransport, type AthenaRequest } from '@clinic/adapters';
import { isSchedulerError } from '@clinic/core';
import { AnswerTooLargeError } from '../../upstream/pooled-http-client';

/** Why the upstream gave no answer, as the log names it: too slow, unreachable, our token refused, or too big. */
export type UnavailableReason = 'timeout' | 'network' | 'token' | 'oversize';

export class UpstreamUnavailable extends Error {
  constructor(
    readonly reason: UnavailableReason,
    /** The connection was refused or never opened: athena saw nothing, so a write is certainly not done. */
    readonly neverSent = false,
  ) {
    super(`upstream ${reason}`);
  }
}

/**
 * Calls athena within one total deadline that aborts the call and frees its socket. Reads (GET) are retried
 * once on a connection failure, inside the same deadline; writes never are, so a booking cannot be made twice
 * behind the patient's back.
 * Written with `then` rather than `async`: every proxied call runs through here, and each async layer
 * costs the hot path a few more microtask turns (server/bench/proxy.bench.ts).
 */
export function callUpstream(transport: AthenaRelayTransport, request: AthenaRequest, timeoutMs: number): Promise<AthenaRawResponse> {
  const deadline = new AbortController();
  let expire: () => void = () => {};
  // Settles even when a transport ignores the signal.
  const expired = new Promise<never>((_resolve, reject) => {
    expire = () => reject(new UpstreamUnavailable('timeout'));
  });
  expired.catch(() => {});
  const timer = setTimeout(() => {
    deadline.abort();
    expire();
  }, timeoutMs);
  const signalled: AthenaRequest = { ...request, signal: deadline.signal };
  const attempt = () => Promise.race([transport.requestRaw(signalled), expired]);
  return attempt()
    .catch((error: unknown) => {
      const reason = reasonOf(error, deadline.signal);
      if (reason !== 'network' || request.method !== 'GET') throw unavailable(reason, error);
      return attempt().catch((again: unknown) => {
        throw unavailable(reasonOf(again, deadline.signal), again);
      });
    })
    .finally(() => clearTimeout(timer));
}

function unavailable(reason: UnavailableReason, error: unknown): UpstreamUnavailable {
  return error instanceof UpstreamUnavailable ? error : new UpstreamUnavailable(reason, reason === 'network' && neverSent(error));
}

function reasonOf(error: unknown, deadline: AbortSignal): UnavailableReason {
  if (error instanceof UpstreamUnavailable) return error.reason;
  if (deadline.aborted) return 'timeout';
  if (error instanceof AnswerTooLargeError) return 'oversize';
  if (!isSchedulerError(error)) return 'network';
  if (error.code === 'TIMEOUT') return 'timeout';
  // Only the token request throws with an athena status (the data calls return theirs): whatever the status, even
  // a 404 from a mistyped ATHENA_BASE_URL path, athena was reached and refused our token.
  return error.status === undefined ? 'network' : 'token';
}
