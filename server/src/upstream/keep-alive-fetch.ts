import http from 'node:http';
import https from 'node:https';
import type { FetchLike } from '@clinic/adapters';

/**
 * A `fetch` for DirectTransport over node:http with one kept-alive connection pool per protocol.
 * On loopback it costs far less per call than the global fetch, which matters because every
 * proxied browser call pays it (see server/bench/proxy.bench.ts).
 */
export function keepAliveFetch(options: { maxSockets?: number } = {}): FetchLike & { close(): void } {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 64 }),
  };
  const fetchLike = (input: string, init: RequestInit = {}): Promise<Response> =>
    new Promise((resolve, reject) => {
      const url = new URL(input);
      const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
      const send = protocol === 'https:' ? https.request : http.request;
      const body = typeof init.body === 'string' ? init.body : undefined;
      const headers = new Headers(init.headers);
      if (body !== undefined) headers.set('content-length', String(Buffer.byteLength(body)));
      const req = send(url, { method: init.method ?? 'GET', headers: Object.fromEntries(headers), agent: agents[protocol] }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          // Response rejects a body on 204/304; athena never sends one there anyway.
          const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(payload, { status, headers: toHeaders(res.headers) }));
        });
        res.on('error', reject);
      });
      const signal = init.signal;
      if (signal) {
        if (signal.aborted) req.destroy(new Error('aborted'));
        else signal.addEventListener('abort', () => req.destroy(new Error('aborted')), { once: true });
      }
      req.on('error', reject);
      req.end(body);
    });
  return Object.assign(fetchLike, {
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  });
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}
