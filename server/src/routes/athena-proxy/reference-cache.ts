import {
  REFERENCE_LIST_PATHS,
  parseJsonBody,
  pathIds,
  type AthenaRawResponse,
  type AthenaRelayTransport,
  type AthenaRequest,
  type AthenaResponse,
} from '@clinic/adapters';

/**
 * Where cached reference answers live. In memory by default; the interface is async-capable so a shared
 * store (Redis, for several server processes) can stand in without touching the cache's logic.
 */
export interface ReferenceStore {
  get(key: string): Promise<AthenaRawResponse | undefined> | AthenaRawResponse | undefined;
  set(key: string, answer: AthenaRawResponse, ttlMs: number): Promise<void> | void;
}

/** A bounded in-memory ReferenceStore: expired entries are dropped when read, the oldest first when full. */
export class MemoryReferenceStore implements ReferenceStore {
  private readonly entries = new Map<string, { answer: AthenaRawResponse; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): AthenaRawResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, answer: AthenaRawResponse, ttlMs: number): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { answer, expiresAt: this.now() + ttlMs });
  }
}

export interface ReferenceCacheOptions {
  /** How long an answer is served from the cache (ATHENA_REFERENCE_TTL; 10 minutes by default). */
  ttlMs: number;
  /** Which athena practice the upstream calls (base URL and practice id): the cache is per practice. */
  practice: string;
  store?: ReferenceStore;
  /** Told of each read answered from the cache (the metrics count it); `resource` is the path's first segment. */
  onHit?: (resource: string) => void;
}

/**
 * True for the reads the cache may keep: the operation table's reference lists (departments, providers,
 * appointment types, reasons), which change a few times a year. Patients, open slots, bookings are never kept.
 */
function isReferenceRequest(request: AthenaRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.path.split('?', 1)[0]!;
  return REFERENCE_LIST_PATHS.some((template) => pathIds(template, path) !== undefined);
}

/**
 * The proxy's upstream with reference answers kept per practice for a TTL: a successful answer is served
 * again with athena's status and body as athena gave them, concurrent identical requests share one athena
 * call, and everything else (patients, open slots, bookings, failures) goes to athena every time.
 */
export class ReferenceCachingTransport implements AthenaRelayTransport {
  private readonly store: ReferenceStore;
  private readonly inFlight = new Map<string, Promise<AthenaRawResponse>>();

  constructor(
    private readonly upstream: AthenaRelayTransport,
    private readonly options: ReferenceCacheOptions,
  ) {
    this.store = options.store ?? new MemoryReferenceStore();
  }

  async request(request: AthenaRequest): Promise<AthenaResponse> {
    const { status, text } = await this.requestRaw(request);
    return { status, body: parseJsonBody(text) };
  }

  requestRaw(request: AthenaRequest): Promise<AthenaRawResponse> {
    if (this.options.ttlMs <= 0 || !isReferenceRequest(request)) return this.upstream.requestRaw(request);
    const key = `${this.options.practice} ${request.path}`;
    const shared = this.inFlight.get(key);
    if (shared) return shared;
    const answer = Promise.resolve(this.store.get(key))
      .then((cached) => {
        if (!cached) return this.fetchAndKeep(key, request);
        this.options.onHit?.(request.path.split(/[/?]/)[1] ?? '');
        return cached;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
  }

  private async fetchAndKeep(key: string, request: AthenaRequest): Promise<AthenaRawResponse> {
    const answer = await this.upstream.requestRaw(request);
    if (answer.status >= 200 && answer.status < 300)
      await this.store.set(key, { status: answer.status, text: answer.text }, this.options.ttlMs);
    return answer;
  }
}
