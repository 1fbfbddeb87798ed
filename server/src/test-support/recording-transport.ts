import type { AthenaRawResponse, AthenaRelayTransport, AthenaRequest, AthenaResponse } from '@clinic/adapters';

/** A test upstream that records every call and answers with `respond` (200 `{}` by default). */
export class RecordingTransport implements AthenaRelayTransport {
  readonly calls: AthenaRequest[] = [];

  constructor(public respond: (request: AthenaRequest) => Promise<AthenaResponse> | AthenaResponse = () => ({ status: 200, body: {} })) {}

  async request(request: AthenaRequest): Promise<AthenaResponse> {
    this.calls.push(request);
    return this.respond(request);
  }

  /** The same answer as athena would send it: JSON text, or nothing for an undefined body. */
  async requestRaw(request: AthenaRequest): Promise<AthenaRawResponse> {
    const { status, body } = await this.request(request);
    return { status, text: body === undefined ? '' : JSON.stringify(body) };
  }
}
