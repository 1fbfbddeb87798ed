import { ATHENA_OPERATIONS, type AthenaOperationName, type AthenaPathIds } from './athena-operations';
import type { AthenaRequest } from './athena-transport.port';
import { compactParams, type AthenaParam } from './athena-values';

type ParamsOf<K extends AthenaOperationName> = Partial<Record<(typeof ATHENA_OPERATIONS)[K]['params'][number], AthenaParam>>;

/** What one call of operation K carries: its path ids (when the path names any), parameters and extra headers. */
export type OperationInput<K extends AthenaOperationName> = {
  params?: ParamsOf<K>;
  headers?: Record<string, string>;
} & (keyof AthenaPathIds<K> extends never ? { ids?: undefined } : { ids: AthenaPathIds<K> });

/**
 * The request of one athena operation, built from its row in ATHENA_OPERATIONS: method and path from the row,
 * ids encoded into the path (an id can never change it), parameters with empty ones dropped (booking.md §5), in
 * the query for a GET and the form otherwise.
 */
export function operationRequest<K extends AthenaOperationName>(name: K, input: OperationInput<K>): AthenaRequest {
  const row = ATHENA_OPERATIONS[name];
  const path = fillPath(row.path, (input.ids ?? {}) as Record<string, string>);
  const params = checked(name, input.params ?? {});
  const headers = input.headers ? { headers: input.headers } : {};
  if (row.method === 'GET') return { method: 'GET', path: withQuery(path, params), ...headers };
  return { method: row.method, path, form: params, ...headers };
}

function fillPath(template: string, ids: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, id: string) => encodeURIComponent(ids[id] ?? ''));
}

/**
 * Fails loudly on a name the table lacks (one spread in from a model, say): the proxy would drop it without a
 * word in production, so every test that builds such a request fails instead.
 */
function checked(name: AthenaOperationName, params: Record<string, AthenaParam>): Record<string, string> {
  const known: readonly string[] = ATHENA_OPERATIONS[name].params;
  const compact = compactParams(params);
  const unknown = Object.keys(compact).filter((param) => !known.includes(param));
  if (unknown.length > 0) throw new Error(`athena ${name}: parameters missing from ATHENA_OPERATIONS: ${unknown.join(', ')}`);
  return compact;
}

/** `path` plus its query string. */
export function withQuery(path: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}
