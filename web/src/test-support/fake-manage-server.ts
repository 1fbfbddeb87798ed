import { MANAGE_MESSAGES, type ManageErrorCode, MANAGE_ERROR_STATUS } from '@clinic/core';
import { vi } from 'vitest';
import { manageApi } from '../pages/manage-appointment/manage-api';

export interface Reply {
  status: number;
  body?: unknown;
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A failure answer exactly as docs/architecture.md says the server gives it. */
export function failure(code: ManageErrorCode, extra: object = {}): Reply {
  return { status: MANAGE_ERROR_STATUS[code], body: { code, message: MANAGE_MESSAGES[code], ...extra } };
}

export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const CODE_SENT = ok({ status: 'sent' }, 202);

/**
 * The fetch boundary of the manage page: each "METHOD /api/manage/…" answers with its queued replies in order (the
 * last one repeats); a route with nothing queued is a network failure. Every call is recorded.
 */
export function fakeManageServer(routes: Record<string, Reply | Reply[]> = {}) {
  const queues = new Map(Object.entries(routes).map(([key, r]) => [key, Array.isArray(r) ? [...r] : [r]]));
  const calls: Call[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const queue = queues.get(`${method} ${url}`);
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply) throw new TypeError('Failed to fetch');
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const answer = (key: string, ...replies: Reply[]) => queues.set(key, replies);
  return { api: manageApi(fetchImpl as typeof fetch), calls, answer };
}

/** An appointment of the fixture practice (core's test builder, shared with the manage reducer's tests). */
export { managed } from '@clinic/core/test-support';
