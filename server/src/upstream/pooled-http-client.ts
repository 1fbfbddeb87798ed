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
  const client: HttpClient = async ({ url, method, headers, body, timeoutMs }) => {
    const { origin, pathname, search } = new URL(url);
    try {
      const response = await poolFor(origin).request({
        path: pathname + search,
        method,
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return { status: response.statusCode, text: await response.body.text() };
    } catch (cause) {
      const code = (cause as { code?: unknown }).code;
      throw typeof code === 'string' && TIMEOUT_CODES.has(code) ? timeoutError(timeoutMs, cause) : networkError(cause);
    }
  };
  return Object.assign(client, {
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  });
}
