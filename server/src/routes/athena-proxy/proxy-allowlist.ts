import {
  ATHENA_OPERATIONS,
  ATHENA_PATH_IDS,
  type AthenaPathIdName,
  type ProxiedOperationName,
  type ProxyRequirements,
} from '@clinic/adapters';

/** One segment of a path template: a literal, or an id whose shape ATHENA_PATH_IDS gives. */
type Segment = { literal: string } | { id: AthenaPathIdName };

/** One athena call the anonymous booking flow may make through the proxy, read from its row in ATHENA_OPERATIONS. */
export interface ProxyOperation {
  name: ProxiedOperationName;
  method: 'GET' | 'POST' | 'PUT';
  segments: readonly Segment[];
  /** Known parameter names (lower case): query for GET, form fields for POST/PUT, less what the server fixes. */
  params: readonly string[];
  /** Patient search, registration, insurance and booking are rate limited per client (not reference reads). */
  limited: boolean;
  /** Forced values the server always sends, whatever the browser asked. */
  fixed?: Readonly<Record<string, string>>;
  requires: ProxyRequirements;
}

function proxied(name: ProxiedOperationName): ProxyOperation {
  const row = ATHENA_OPERATIONS[name];
  const requires: ProxyRequirements = row.proxy;
  const fixed = Object.keys(requires.fixed ?? {});
  return {
    name,
    method: row.method,
    segments: row.path
      .split('/')
      .slice(1)
      .map((part) => (part.startsWith('{') ? { id: part.slice(1, -1) as AthenaPathIdName } : { literal: part })),
    params: row.params.filter((param) => !fixed.includes(param)),
    limited: requires.limit === 'patient',
    ...(requires.fixed ? { fixed: requires.fixed } : {}),
    requires,
  };
}

const isProxied = (name: string): name is ProxiedOperationName => 'proxy' in ATHENA_OPERATIONS[name as keyof typeof ATHENA_OPERATIONS];

/**
 * The allowlist (booking.md §7): the rows of ATHENA_OPERATIONS that carry proxy requirements, exactly what the
 * booking wizard needs. Staff-only calls (booked list, practice info, reading a patient by id, cancel) have none.
 */
export const PROXY_OPERATIONS: readonly ProxyOperation[] = Object.keys(ATHENA_OPERATIONS).filter(isProxied).map(proxied);

/** The operation's ids when `path` (no query) fits its template, each id checked for its shape. */
export function matchPath(operation: ProxyOperation, path: string): Partial<Record<AthenaPathIdName, string>> | undefined {
  const parts = path.split('/').slice(1);
  if (parts.length !== operation.segments.length) return undefined;
  const ids: Partial<Record<AthenaPathIdName, string>> = {};
  for (const [index, segment] of operation.segments.entries()) {
    const part = parts[index]!;
    if ('literal' in segment) {
      if (part !== segment.literal) return undefined;
    } else {
      if (!ATHENA_PATH_IDS[segment.id].test(part)) return undefined;
      ids[segment.id] = part;
    }
  }
  return ids;
}
