import { networkError, timeoutError, type HttpClient } from '@clinic/adapters';
import { Pool } from 'undici';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The server's HttpClient for DirectTransport: one kept-alive undici Pool per upstream origin.
 * Every proxied browser call pays this client, and on loopback undici costs far less per call than the
 * global fetch or node:http (docs/decisions.md, "The proxy's upstream client").
 * The timeouts here guard the socket; the proxy route adds a hard deadline per call on top.
 */
export function pooledHttpClient(options: { connections?: number } = {}): HttpClient & { close(): Promise<void> } {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, { connections: options.connections ?? 64 });
      pools.set(origin, pool);
    }
    return pool;
  };
  // dispatch() with plain callbacks rather than request(): no stream per answer, which on the proxy's
  // hot path costs more than the rest of the call (server/bench/proxy.bench.ts).
  const client: HttpClient = ({ url, method, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const { origin, pathname, search } = new URL(url);
      const chunks: Buffer[] = [];
      let status = 0;
      const fail = (cause: unknown) => {
        const code = (cause as { code?: unknown }).code;
        reject(typeof code === 'string' && TIMEOUT_CODES.has(code) ? timeoutError(timeoutMs, cause) : networkError(cause));
      };
      try {
        poolFor(origin).dispatch(
          { path: pathname + search, method, headers, body: body ?? null, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
          // The callback set undici's own request() uses in v7 (typed deprecated in favour of a controller
          // API that Pool does not accept yet).
          {
            onConnect: () => undefined,
            onHeaders: (statusCode) => {
              status = statusCode;
              return true;
            },
            onData: (chunk) => {
              chunks.push(chunk);
              return true;
            },
            onComplete: () => resolve({ status, text: Buffer.concat(chunks).toString('utf8') }),
            onError: fail,
          },
        );
      } catch (error) {
        fail(error);
      }
    });
  return Object.assign(client, {
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  });
}
