import type { AthenaRawResponse, AthenaRelayTransport, AthenaRequest, AthenaResponse } from '@clinic/adapters';
import { SchedulerError } from '@clinic/core';

/** A test upstream that records every call and answers with `respond` (200 `{}` by default). */
export class RecordingTransport implements AthenaRelayTransport {
  readonly calls: AthenaRequest[] = [];

  constructor(public respond: (request: AthenaRequest) => Promise<AthenaResponse> | AthenaResponse = () => ({ status: 200, body: {} })) {}

  /** Records the call as athena would see it (no signal), and gives up like a real client when the signal aborts. */
  async request({ signal, ...request }: AthenaRequest): Promise<AthenaResponse> {
    this.calls.push(request);
    if (!signal) return this.respond(request);
    return new Promise((resolve, reject) => {
      const abort = () => reject(new SchedulerError('TIMEOUT', 'aborted'));
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      Promise.resolve()
        .then(() => this.respond(request))
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', abort));
    });
  }

  /** The same answer as athena would send it: JSON text, or nothing for an undefined body. */
  async requestRaw(request: AthenaRequest): Promise<AthenaRawResponse> {
    const { status, body } = await this.request(request);
    return { status, text: body === undefined ? '' : JSON.stringify(body) };
  }
}
