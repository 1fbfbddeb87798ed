import { isSchedulerError, prefixed, SchedulerError, type SchedulerOperation } from '@clinic/core';
import type { z } from 'zod';
import { codeForStatus } from './http-exchange';
import { errorBodySchema } from './athena.schemas';
import type { AthenaRequest, AthenaResponse, AthenaTransport } from './athena-transport.port';

/** The server's own explanation from an error body, first of `error`, `detailedmessage`, `message` (booking.md §8). */
function serverDetail(response: AthenaResponse) {
  const parsed = errorBodySchema.safeParse(response.body);
  const detail = parsed.success ? parsed.data : undefined;
  const text = detail?.error || detail?.detailedmessage || detail?.message;
  // A status number keeps the wizard's error table working ("400", "402", "500") when athena says nothing.
  return { detail, text: text || `Request failed with status code ${response.status}` };
}

// athena's 403 texts (athena-api.md §5) and what they mean for whoever reads the error.
const REFUSALS: ReadonlyArray<[RegExp, string]> = [
  [/access to this context|practice/i, 'no access to this practice: the client is not enabled for this practice id'],
  [/subscription|setup|set up|not enabled|not configured|permission/i, 'feature not set up for this practice in athena'],
];

/** A 403's text as athena wrote it, followed by what it means (a throttled 403 never gets here: athena-throttle.ts). */
function refusalText(text: string, fromServer: boolean): string {
  if (!fromServer) return 'access refused by athena (HTTP 403) without a reason';
  const meaning = REFUSALS.find(([pattern]) => pattern.test(text))?.[1] ?? 'access refused by athena';
  return `${text} (${meaning})`;
}

/** The prefixed SchedulerError for a non-2xx athena answer, with the server's body kept in `detail`. */
export function failureOf(operation: SchedulerOperation, response: AthenaResponse): SchedulerError {
  const { detail, text } = serverDetail(response);
  const shown = response.status === 403 ? refusalText(text, Boolean(detail?.error || detail?.detailedmessage || detail?.message)) : text;
  return new SchedulerError(codeForStatus(response.status), prefixed(operation, shown), response.status, detail);
}

/**
 * athena sometimes reports a failure inside a 200 (athena-api.md §5): no JSON at all (a gateway page, an empty
 * body), `{"success":false,…}` or `[{"errormessage":"…"}]`. Such an answer is an error, never an empty list.
 */
export function failureInSuccess(operation: SchedulerOperation, response: AthenaResponse): SchedulerError | undefined {
  const body = response.body;
  if (body === undefined || body === null) {
    return new SchedulerError(
      'UPSTREAM',
      prefixed(operation, 'The scheduling service sent an empty or unreadable answer.'),
      response.status,
    );
  }
  const first = Array.isArray(body) ? (body[0] as unknown) : body;
  if (typeof first !== 'object' || first === null) return undefined;
  const { success, errormessage } = first as { success?: unknown; errormessage?: unknown };
  const message = typeof errormessage === 'string' && errormessage.trim() !== '' ? errormessage.trim() : undefined;
  if (success === false || success === 'false') {
    return new SchedulerError('UPSTREAM', prefixed(operation, message ?? 'The scheduling service reported a failure.'), response.status);
  }
  return message ? new SchedulerError('UPSTREAM', prefixed(operation, message), response.status) : undefined;
}

/** athena did what was asked: a 2xx status (a failure inside a 200 is `failureInSuccess`'s to find). */
export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Sends one call; outages from the transport come back with the operation's prefix and their code. */
export async function callAthena(
  transport: AthenaTransport,
  operation: SchedulerOperation,
  request: AthenaRequest,
): Promise<AthenaResponse> {
  try {
    return await transport.request(request);
  } catch (error) {
    if (isSchedulerError(error)) {
      throw new SchedulerError(error.code, prefixed(operation, error.message), error.status, error.detail, { cause: error });
    }
    throw new SchedulerError('NETWORK', prefixed(operation, 'Network error: the request could not be sent.'), undefined, undefined, {
      cause: error,
    });
  }
}

/** Reads a body with `schema`; an answer of the wrong shape is an UPSTREAM failure, not a crash later on. */
export function parseBody<S extends z.ZodType>(operation: SchedulerOperation, schema: S, response: AthenaResponse): z.output<S> {
  const inside = failureInSuccess(operation, response);
  if (inside) throw inside;
  const parsed = schema.safeParse(response.body);
  if (parsed.success) return parsed.data;
  // The issues go in `cause`, never in the message: they may quote patient data.
  throw new SchedulerError(
    'UPSTREAM',
    prefixed(operation, 'The scheduling service sent an unexpected answer.'),
    response.status,
    undefined,
    { cause: parsed.error },
  );
}

/** Sends, fails with the prefixed error on a non-2xx status, and parses the body. */
export async function fetchParsed<S extends z.ZodType>(
  transport: AthenaTransport,
  operation: SchedulerOperation,
  request: AthenaRequest,
  schema: S,
): Promise<z.output<S>> {
  const response = await callAthena(transport, operation, request);
  if (!isSuccessStatus(response.status)) throw failureOf(operation, response);
  return parseBody(operation, schema, response);
}

/**
 * The most pages one list may take. athena's pages hold up to 1,000–1,500 items, so this passes 50,000 open
 * slots or booked appointments; past it (or a `next` that loops) the list fails loudly instead of being cut.
 */
const MAX_PAGES = 50;

/**
 * Every page of a list: follows athena's `next` links, which are path-only, carry /v1/{practiceid} and echo
 * the query keys upper-cased (athena-api.md §3.2). A link out of the collection, or more than `maxPages`
 * pages, is an UPSTREAM error saying the list was cut: a silently shorter list would look complete.
 */
export async function fetchAllPages<T>(
  transport: AthenaTransport,
  operation: SchedulerOperation,
  request: AthenaRequest,
  schema: z.ZodType<{ items: T[]; next?: string | undefined }>,
  maxPages: number = MAX_PAGES,
): Promise<T[]> {
  const collection = request.path.split('?')[0]!;
  const items: T[] = [];
  let path: string | undefined = request.path;
  for (let page = 0; path !== undefined; page++) {
    if (page === maxPages) throw listCut(operation, `it has more than ${maxPages} pages`, items.length);
    const answer: { items: T[]; next?: string | undefined } = await fetchParsed(transport, operation, { ...request, path }, schema);
    items.push(...answer.items);
    if (answer.next === undefined) return items;
    path = sameCollection(answer.next, collection);
    if (path === undefined) throw listCut(operation, 'its next page link points elsewhere', items.length);
  }
  return items;
}

function listCut(operation: SchedulerOperation, why: string, read: number): SchedulerError {
  return new SchedulerError('UPSTREAM', prefixed(operation, `The list was cut after ${read} items: ${why}.`));
}

function sameCollection(next: string, collection: string): string | undefined {
  const relative = next.replace(/^\/v1\/[^/?]+/, '');
  return relative.startsWith(`${collection}?`) ? relative : undefined;
}
