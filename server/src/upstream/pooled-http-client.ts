import { keptHeaders, networkError, timeoutError, type FetchedText, type HttpClient } from '@clinic/adapters';
import { SchedulerError } from '@clinic/core';
import { Pool } from 'undici';

/** athena's largest answer the booking flow needs (a 90-day open-slot page) is far below this. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** An upstream answer larger than the client accepts; the exchange was cut off. */
export class AnswerTooLargeError extends SchedulerError {
  constructor(maxBytes: number) {
    super('UPSTREAM', `The scheduling service sent more than ${maxBytes} bytes.`);
  }
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The server's HttpClient for DirectTransport: one kept-alive undici Pool per upstream origin.
 * Every proxied browser call pays this client, so it uses dispatch() with one small handler object per
 * call instead of request() and a body stream (docs/decisions/, decision 12).
 * Each exchange has a total deadline (`timeoutMs`, or the caller's signal if that comes first) that aborts it and
 * frees its socket, so a trickling upstream cannot hold the pool; answers above `maxAnswerBytes` are cut off.
 */
export function pooledHttpClient(options: { connections?: number; maxAnswerBytes?: number } = {}): HttpClient & { close(): Promise<void> } {
  const maxBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
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
  const client: HttpClient = ({ url, method, headers, body, timeoutMs, signal }) =>
    new Promise((resolve, reject) => {
      const answer = new CollectedAnswer(resolve, reject, timeoutMs, maxBytes, signal);
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
  private bytes = 0;
  private settled = false;
  private abortDispatch: ((reason: Error) => void) | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly onAbort = () => this.fail(timeoutError(this.timeoutMs, new Error('deadline')));

  constructor(
    private readonly resolve: (answer: FetchedText) => void,
    private readonly reject: (error: unknown) => void,
    private readonly timeoutMs: number,
    private readonly maxBytes: number,
    private readonly signal: AbortSignal | undefined,
  ) {
    // A total deadline: undici's headers and body timeouts only measure silence, which a trickle never makes.
    this.timer = setTimeout(this.onAbort, timeoutMs);
    if (signal?.aborted) queueMicrotask(this.onAbort);
    else signal?.addEventListener('abort', this.onAbort, { once: true });
  }

  onConnect(abort: (reason: Error) => void): void {
    this.abortDispatch = abort;
    if (this.settled) abort(new Error('deadline'));
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[] | null): boolean {
    this.status = statusCode;
    // Only refusals carry headers the client acts on (Retry-After, the gateway's over-QPS code); 2xx skip this.
    if (statusCode >= 400 && rawHeaders) this.headers = keptHeaders(pairs(rawHeaders));
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.fail(new AnswerTooLargeError(this.maxBytes));
      return false;
    }
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    if (!this.finish()) return;
    const text = Buffer.concat(this.chunks).toString('utf8');
    this.resolve(this.headers ? { status: this.status, text, headers: this.headers } : { status: this.status, text });
  }

  onError(cause: unknown): void {
    if (!this.finish()) return;
    const code = (cause as { code?: unknown }).code;
    this.reject(typeof code === 'string' && TIMEOUT_CODES.has(code) ? timeoutError(this.timeoutMs, cause) : networkError(cause));
  }

  /** Settles with `error` and aborts the exchange, which closes its socket instead of waiting for the rest. */
  private fail(error: Error): void {
    if (!this.finish()) return;
    this.reject(error);
    this.abortDispatch?.(error);
  }

  private finish(): boolean {
    if (this.settled) return false;
    this.settled = true;
    clearTimeout(this.timer);
    this.signal?.removeEventListener('abort', this.onAbort);
    this.chunks.length = this.bytes > this.maxBytes ? 0 : this.chunks.length;
    return true;
  }
}

function* pairs(raw: Buffer[]): Generator<[string, string]> {
  for (let i = 0; i + 1 < raw.length; i += 2) yield [raw[i]!.toString('latin1'), raw[i + 1]!.toString('latin1')];
}
