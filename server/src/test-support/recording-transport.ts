import type { AthenaRequest, AthenaResponse, AthenaTransport } from '@clinic/adapters';

/** A test upstream that records every call and answers with `respond` (200 `{}` by default). */
export class RecordingTransport implements AthenaTransport {
  readonly calls: AthenaRequest[] = [];

  constructor(public respond: (request: AthenaRequest) => Promise<AthenaResponse> | AthenaResponse = () => ({ status: 200, body: {} })) {}

  async request(request: AthenaRequest): Promise<AthenaResponse> {
    this.calls.push(request);
    return this.respond(request);
  }
}
