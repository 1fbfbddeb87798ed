import type { AthenaRelayTransport, AthenaRequest, HttpClient } from '@clinic/adapters';
import { failureCode } from './failure-code';

export interface AthenaReachabilityOptions {
  /** How long the last exchange with athena (a patient's call or a probe) speaks for it (15 s). */
  freshMs?: number;
  now?: () => number;
}

/** How long the probe may take: well within the balancer's health-check interval. */
const PROBE_TIMEOUT_MS = 5000;

/** The cheapest real call with the practice's token: one small object that also proves the practice id. */
const probeRequest = (): AthenaRequest => ({ method: 'GET', path: '/practiceinfo', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });

/** Why athena does not count as reachable, as /readyz logs it: a stable code, never an error's text. */
class AthenaUnreachable extends Error {
  constructor(readonly code: string) {
    super(`athena unreachable (${code})`);
  }
}

/**
 * Whether athena answered recently, for /readyz and the start-up check. Every exchange with athena (through
 * `observe`) counts; when none is recent, one cheap real call (`GET /practiceinfo`, the probe) is made. A cached
 * token or reference answer proves nothing: with athena refusing connections both replicas used to stay ready.
 */
export class AthenaReachability {
  private last: { at: number; failure?: string } | undefined;
  private probing: Promise<void> | undefined;
  private readonly freshMs: number;
  private readonly now: () => number;

  constructor(options: AthenaReachabilityOptions = {}) {
    this.freshMs = options.freshMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The client with every exchange recorded: an answer is athena reached, but for a 5xx (athena failing) and a
   * 401 (our credentials refused, or a token athena no longer takes); a thrown error is a failure.
   */
  observe(http: HttpClient): HttpClient {
    return (exchange) =>
      http(exchange).then(
        (answer) => {
          this.record(answer.status < 500 && answer.status !== 401 ? undefined : `HTTP_${answer.status}`);
          return answer;
        },
        (error: unknown) => {
          this.record(failureCode(error));
          throw error;
        },
      );
  }

  /**
   * Resolves when athena answered within the last `freshMs`, or answers the probe now; throws AthenaUnreachable
   * naming why not. Concurrent checks share one probe, made through `athena` (the transport being observed).
   */
  check(athena: AthenaRelayTransport): Promise<void> {
    const last = this.last;
    if (last && this.now() - last.at < this.freshMs) {
      return last.failure ? Promise.reject(new AthenaUnreachable(last.failure)) : Promise.resolve();
    }
    this.probing ??= athena
      .requestRaw(probeRequest())
      .then(
        // athena throttling us is athena up: taking replicas out would only move the load.
        (answer) => ((answer.status >= 200 && answer.status < 300) || answer.status === 429 ? undefined : `HTTP_${answer.status}`),
        (error: unknown) => failureCode(error),
      )
      .then((failure) => {
        // The probe's verdict stands for the next `freshMs`, whatever its own exchanges recorded (a token
        // endpoint that answers 404 under a wrong base path is reached, yet nothing can be booked).
        this.record(failure);
        if (failure) throw new AthenaUnreachable(failure);
      })
      .finally(() => {
        this.probing = undefined;
      });
    return this.probing;
  }

  private record(failure: string | undefined): void {
    this.last = failure === undefined ? { at: this.now() } : { at: this.now(), failure };
  }
}
