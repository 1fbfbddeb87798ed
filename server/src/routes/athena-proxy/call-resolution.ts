import { pathIds, withQuery, type AthenaPathIds, type AthenaRequest, type ProxiedOperationName } from '@clinic/adapters';
import { ok, type Failure, type Result } from '@clinic/core';
import { z } from 'zod';
import { personNameRefusal } from './person-names';
import { PROXY_OPERATIONS, type ProxyOperation } from './proxy-allowlist';

/** The browser's body, exactly as ProxyTransport sends it (booking.md §7). */
const proxyBodySchema = z
  .object({ url: z.string().min(1).max(2048), method: z.string().min(1).max(16), data: z.string().max(8192).optional() })
  .strict();

/** A matched, rebuilt upstream call; only the operation's known parameters survive. */
export type ProxyCall = {
  [N in ProxiedOperationName]: {
    /** The operation's one name (ATHENA_OPERATIONS): narrowing on it types `ids`. */
    name: N;
    operation: ProxyOperation;
    /** The ids the path carried, checked for their shape: `call.ids.appointmentId` for a booking. */
    ids: AthenaPathIds<N>;
    request: AthenaRequest;
    /** Every parameter kept, by lower-case name (used to filter patient-search answers). */
    sent: Readonly<Record<string, string>>;
  };
}[ProxiedOperationName];

/** Why the proxy refuses a body: its code, the HTTP status and the text the browser gets. */
export interface ProxyRefusal extends Failure<RefusalCode> {
  status: 400 | 403 | 405;
  error: string;
}

type RefusalCode =
  | 'BAD_SHAPE'
  | 'NOT_RELATIVE'
  | 'BAD_PATH'
  | 'BAD_VALUE'
  | 'BAD_NAME'
  | 'DATA_ON_GET'
  | 'QUERY_ON_WRITE'
  | 'FORBIDDEN'
  | 'METHOD_NOT_ALLOWED';

const PATH_ONLY = /^(?:\/[a-z0-9]+)+$/i;
// Control characters, whitespace, backslashes and fragments have no place in an athena path or query.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0020\u007f\\#]/;
const MAX_VALUE = 256;

export const REFUSAL = {
  shape: { ok: false, code: 'BAD_SHAPE', status: 400, error: 'The request must be a JSON object { url, method, data? }.' },
  notRelative: {
    ok: false,
    code: 'NOT_RELATIVE',
    status: 400,
    error: 'The url must be a path relative to the practice, such as /departments.',
  },
  badPath: { ok: false, code: 'BAD_PATH', status: 400, error: 'The url path contains characters that are not allowed.' },
  badValue: {
    ok: false,
    code: 'BAD_VALUE',
    status: 400,
    error: 'A parameter value is too long or contains characters that are not allowed.',
  },
  dataOnGet: { ok: false, code: 'DATA_ON_GET', status: 400, error: 'GET requests carry their parameters in the url, not in data.' },
  queryOnWrite: {
    ok: false,
    code: 'QUERY_ON_WRITE',
    status: 400,
    error: 'POST and PUT requests carry their parameters in data, not in the url.',
  },
  forbidden: { ok: false, code: 'FORBIDDEN', status: 403, error: 'This operation is not available through the booking proxy.' },
  method: { ok: false, code: 'METHOD_NOT_ALLOWED', status: 405, error: 'This method is not allowed for this operation.' },
} as const satisfies Record<string, ProxyRefusal>;

/** The rebuilt upstream call, or the refusal (decision 38's Result). */
export type ProxyResolution = Result<ProxyCall, ProxyRefusal>;

/**
 * Remembers the resolution of reference-data GETs (departments, providers, types, reasons, open slots):
 * every visitor's dialog sends the same few urls, and resolving is pure. Patient operations are never
 * kept, so no patient detail from a url stays in memory. Bounded: the oldest entry goes first.
 */
export class ReferenceCallCache {
  private readonly calls = new Map<string, ProxyCall>();

  constructor(private readonly maxEntries = 512) {}

  get(url: string): ProxyCall | undefined {
    return this.calls.get(url);
  }

  remember(url: string, call: ProxyCall): void {
    if (call.operation.limited || call.request.method !== 'GET') return;
    if (this.calls.size >= this.maxEntries) this.calls.delete(this.calls.keys().next().value as string);
    this.calls.set(url, call);
  }

  get size(): number {
    return this.calls.size;
  }
}

/** Checks the browser's body against the allowlist and rebuilds the upstream call, or says why not. */
export function resolveProxyCall(body: unknown, cache?: ReferenceCallCache): ProxyResolution {
  const parsed = proxyBodySchema.safeParse(body);
  if (!parsed.success) return REFUSAL.shape;
  const { url, method, data } = parsed.data;
  const plainGet = method === 'GET' && data === undefined;
  const known = plainGet ? cache?.get(url) : undefined;
  if (known) return ok(known);
  const resolved = resolveUrl(url, method, data);
  if (plainGet && resolved.ok) cache?.remember(url, resolved.value);
  return resolved;
}

function resolveUrl(url: string, method: string, data: string | undefined): ProxyResolution {
  if (!url.startsWith('/') || url.startsWith('//')) return REFUSAL.notRelative;
  if (FORBIDDEN.test(url)) return REFUSAL.badPath;
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = at === -1 ? '' : url.slice(at + 1);
  // Letters, digits and slashes only: rules out "..", "%2e%2e", "%2f", double encoding and "host:port" alike.
  if (!PATH_ONLY.test(path)) return REFUSAL.badPath;
  const candidates = PROXY_OPERATIONS.flatMap((op) => {
    const ids = pathIds(op.path, path);
    return ids ? [{ op, ids }] : [];
  });
  if (candidates.length === 0) return REFUSAL.forbidden;
  const match = candidates.find(({ op }) => op.method === method);
  if (!match) return REFUSAL.method;
  const { op: operation, ids } = match;
  if (operation.method === 'GET' && data) return REFUSAL.dataOnGet;
  if (operation.method !== 'GET' && query) return REFUSAL.queryOnWrite;
  const sent = knownParams(operation, operation.method === 'GET' ? query : (data ?? ''));
  if (!sent) return REFUSAL.badValue;
  const badName = personNameRefusal(operation.requires.personNames, sent);
  if (badName) return { ok: false, code: 'BAD_NAME', status: 400, error: badName };
  const request: AthenaRequest =
    operation.method === 'GET' ? { method: 'GET', path: withQuery(path, sent) } : { method: operation.method, path, form: sent };
  const call = { name: operation.name, operation, ids: Object.freeze(ids), request: Object.freeze(request), sent: Object.freeze(sent) };
  // matchPath found exactly the ids the operation's template names.
  return ok(Object.freeze(call) as ProxyCall);
}

/** The operation's known parameters, names lower-cased, repeats joined as athena's comma lists. */
function knownParams(operation: ProxyOperation, source: string): Record<string, string> | undefined {
  const kept: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(source)) {
    const name = key.toLowerCase();
    if (!operation.params.includes(name) || value === '') continue;
    // eslint-disable-next-line no-control-regex -- a control character in a value refuses the request
    if (value.length > MAX_VALUE || /[\u0000-\u001f\u007f]/.test(value)) return undefined;
    (kept[name] ??= []).push(value);
  }
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(kept)) out[name] = values.join(',');
  return { ...out, ...operation.fixed };
}
