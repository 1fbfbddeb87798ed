import { keptHeaders, networkError, timeoutError, type FetchedText, type HttpClient } from '@clinic/adapters';
import { Pool } from 'undici';

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The server's HttpClient for DirectTransport: one kept-alive undici Pool per upstream origin.
 * Every proxied browser call pays this client, so it uses dispatch() with one small handler object per
 * call instead of request() and a body stream (docs/decisions.md, decision 12).
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
  // The athena origin is the same on every call: find its pool by prefix instead of parsing each url.
  const target = (url: string): { pool: Pool; path: string } => {
    for (const [origin, pool] of pools) {
      if (url.startsWith(origin) && url[origin.length] === '/') return { pool, path: url.slice(origin.length) };
    }
    const { origin, pathname, search } = new URL(url);
    return { pool: poolFor(origin), path: pathname + search };
  };
  const client: HttpClient = ({ url, method, headers, body, timeoutMs }) =>
    new Promise((resolve, reject) => {
      const answer = new CollectedAnswer(resolve, reject, timeoutMs);
      try {
        const { pool, path } = target(url);
        pool.dispatch({ path, method, headers, body: body ?? null, headersTimeout: timeoutMs, bodyTimeout: timeoutMs }, answer);
      } catch (error) {
        answer.onError(error);
      }
    });
  return Object.assign(client, {
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  });
}

/**
 * Collects one answer's status and body. These are the callbacks undici's own request() uses in v7
 * (typed deprecated in favour of a controller API that Pool does not accept yet).
 */
class CollectedAnswer {
  private status = 0;
  private headers: Record<string, string> | undefined;
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly resolve: (answer: FetchedText) => void,
    private readonly reject: (error: unknown) => void,
    private readonly timeoutMs: number,
  ) {}

  onConnect(): void {}

  onHeaders(statusCode: number, rawHeaders: Buffer[] | null): boolean {
    this.status = statusCode;
    // Only refusals carry headers the client acts on (Retry-After, the gateway's over-QPS code); 2xx skip this.
    if (statusCode >= 400 && rawHeaders) this.headers = keptHeaders(pairs(rawHeaders));
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    const text = Buffer.concat(this.chunks).toString('utf8');
    this.resolve(this.headers ? { status: this.status, text, headers: this.headers } : { status: this.status, text });
  }

  onError(cause: unknown): void {
    const code = (cause as { code?: unknown }).code;
    this.reject(typeof code === 'string' && TIMEOUT_CODES.has(code) ? timeoutError(this.timeoutMs, cause) : networkError(cause));
  }
}

function* pairs(raw: Buffer[]): Generator<[string, string]> {
  for (let i = 0; i + 1 < raw.length; i += 2) yield [raw[i]!.toString('latin1'), raw[i + 1]!.toString('latin1')];
}
