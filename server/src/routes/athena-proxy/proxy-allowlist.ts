import { ATHENA_OPERATIONS, type ProxiedOperationName, type ProxyRequirements } from '@clinic/adapters';

/** One athena call the anonymous booking flow may make through the proxy, read from its row in ATHENA_OPERATIONS. */
export interface ProxyOperation {
  name: ProxiedOperationName;
  method: 'GET' | 'POST' | 'PUT';
  /** The path template, `/appointments/{appointmentId}` (adapters pathIds matches it). */
  path: string;
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
    path: row.path,
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
