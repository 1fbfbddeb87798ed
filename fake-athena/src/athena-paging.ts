import type { AthenaParams } from './athena-params';
import { intParam } from './athena-values';

/**
 * athena's list envelope: `{ <key>: page, totalcount, next? }` where `next` is path-only, echoes the caller's
 * keys upper-cased, carries `limit` only when the caller sent one, and is omitted on the last page (§3.2).
 */
export function paged<T>(
  key: string,
  items: readonly T[],
  params: AthenaParams,
  basePath: string,
  defaultLimit: number,
): Record<string, unknown> {
  const sentLimit = intParam(params, 'limit');
  const limit = Math.max(1, sentLimit ?? defaultLimit);
  const offset = Math.max(0, intParam(params, 'offset') ?? 0);
  const page = items.slice(offset, offset + limit);
  const body: Record<string, unknown> = { [key]: page, totalcount: items.length };
  const nextOffset = offset + limit;
  if (nextOffset < items.length) {
    const query = new URLSearchParams(params.echoed());
    if (sentLimit !== undefined) query.append('limit', String(sentLimit));
    query.append('offset', String(nextOffset));
    body.next = `${basePath}?${query.toString()}`;
  }
  return body;
}
