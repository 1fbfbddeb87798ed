import { isSchedulerError, prefixed, SchedulerError, type SchedulerOperation } from '@clinic/core';
import type { z } from 'zod';
import { codeForStatus } from './athena-http';
import { errorBodySchema } from './athena.schemas';
import type { AthenaRequest, AthenaResponse, AthenaTransport } from './athena-transport';

/** The server's own explanation from an error body, first of `error`, `detailedmessage`, `message` (booking.md §8). */
function serverDetail(response: AthenaResponse) {
  const parsed = errorBodySchema.safeParse(response.body);
  const detail = parsed.success ? parsed.data : undefined;
  const text = detail?.error || detail?.detailedmessage || detail?.message;
  // A status number keeps the wizard's error table working ("400", "402", "500") when athena says nothing.
  return { detail, text: text || `Request failed with status code ${response.status}` };
}

/** The prefixed SchedulerError for a non-2xx athena answer, with the server's body kept in `detail`. */
export function failureOf(operation: SchedulerOperation, response: AthenaResponse): SchedulerError {
  const { detail, text } = serverDetail(response);
  return new SchedulerError(codeForStatus(response.status), prefixed(operation, text), response.status, detail);
}

/** A client-side rule broken before any call was made (booking.md §5). */
export function ruleError(message: string): SchedulerError {
  return new SchedulerError('INVALID_INPUT', message);
}

export function isSuccess(response: AthenaResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** Sends one call; outages from the transport come back with the operation's prefix and their code. */
export async function send(transport: AthenaTransport, operation: SchedulerOperation, request: AthenaRequest): Promise<AthenaResponse> {
  try {
    return await transport.request(request);
  } catch (error) {
    if (isSchedulerError(error)) {
      throw new SchedulerError(error.code, prefixed(operation, error.message), error.status, error.detail, { cause: error });
    }
    throw new SchedulerError('NETWORK', prefixed(operation, 'Network error: the request could not be sent.'), undefined, undefined, { cause: error });
  }
}

/** Reads a body with `schema`; an answer of the wrong shape is an UPSTREAM failure, not a crash later on. */
export function parseBody<S extends z.ZodType>(operation: SchedulerOperation, schema: S, response: AthenaResponse): z.output<S> {
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  // The issues go in `cause`, never in the message: they may quote patient data.
  throw new SchedulerError('UPSTREAM', prefixed(operation, 'The scheduling service sent an unexpected answer.'), response.status, undefined, { cause: parsed.error });
}

/** Sends, fails with the prefixed error on a non-2xx status, and parses the body. */
export async function fetchParsed<S extends z.ZodType>(
  transport: AthenaTransport, operation: SchedulerOperation, request: AthenaRequest, schema: S,
): Promise<z.output<S>> {
  const response = await send(transport, operation, request);
  if (!isSuccess(response)) throw failureOf(operation, response);
  return parseBody(operation, schema, response);
}

/** athena's paging limit: a list never needs more pages than this, and a looping `next` cannot run forever. */
const MAX_PAGES = 20;

/**
 * Every page of a list: follows athena's `next` links, which are path-only and carry /v1/{practiceid}
 * (athena-api.md §3.2). Only links back into the same collection are followed.
 */
export async function fetchAllPages<T>(
  transport: AthenaTransport,
  operation: SchedulerOperation,
  request: AthenaRequest & { method: 'GET' },
  schema: z.ZodType<{ items: T[]; next?: string | undefined }>,
): Promise<T[]> {
  const collection = request.path.split('?')[0]!;
  const items: T[] = [];
  let path: string | undefined = request.path;
  for (let page = 0; path !== undefined && page < MAX_PAGES; page++) {
    const answer: { items: T[]; next?: string | undefined } = await fetchParsed(transport, operation, { ...request, path }, schema);
    items.push(...answer.items);
    path = answer.next === undefined ? undefined : sameCollection(answer.next, collection);
  }
  return items;
}

function sameCollection(next: string, collection: string): string | undefined {
  const relative = next.replace(/^\/v1\/[^/?]+/, '');
  return relative.startsWith(`${collection}?`) ? relative : undefined;
}

