import { parseJsonBody, type AthenaRawResponse } from '@clinic/adapters';
import { ATHENA_SLOT_TAKEN, SCHEDULER_RULE_MESSAGE } from '@clinic/core';
import { z } from 'zod';
import { reducePatientSearch } from './patient-search-reducer';
import type { ProxyCall } from './call-resolution';

export const UPSTREAM_MESSAGE = {
  timeout: 'The scheduling service did not answer in time. Please try again.',
  network: 'The scheduling service cannot be reached right now. Please try again later.',
  failed: 'The scheduling service had a problem. Please try again later.',
  busy: 'The scheduling service is busy. Please wait a minute and try again.',
} as const;

/** How an upstream answer failed, for the warn line the route logs (never with the answer's text). */
type UpstreamFailure = '5xx' | 'throttled' | 'token';

/** What the browser gets back: a status and a JSON text (empty when athena sent no JSON). */
export interface BrowserAnswer {
  status: number;
  json: string;
  /** Patients this answer hands the browser (a matching search, its own registration): they get bound to it. */
  patientIds?: readonly string[];
  /** Patients this browser registered itself: it may also correct their record (updatePatient). */
  registeredIds?: readonly string[];
  /** The browser's new patient binding, when this answer bound patients to it. */
  session?: string;
  failure?: UpstreamFailure;
  /** Seconds the browser should wait before trying again (a limit's refusal given as an answer). */
  retryAfterSeconds?: number;
}

const FAILED = JSON.stringify({ error: UPSTREAM_MESSAGE.failed });
const BUSY = JSON.stringify({ error: UPSTREAM_MESSAGE.busy });
const SLOT_TAKEN = JSON.stringify(ATHENA_SLOT_TAKEN);
const INSURANCE_ON_FILE = JSON.stringify({ error: SCHEDULER_RULE_MESSAGE.insuranceAlreadyOnFile });
const DUPLICATE_POLICY = /\b(?:already|duplicate|existing)\b/i;
// athena's bodies are objects or arrays, sometimes after blank lines; anything else (a gateway's HTML page) is dropped.
const LOOKS_LIKE_JSON = /^\s*[[{]/;
// Paging links carry /v1/{practiceid}; the client strips that prefix itself, so the practice id need not leave.
const PAGING_LINK = /("(?:next|previous)"\s*:\s*")\/v1\/[^/"?]+/g;

// What the spec's error mapping reads from a failure (booking.md §8): athena's `error` and field lists. Its
// `detailedmessage` quotes the values sent (a patient's birth date), so it stays here.
const errorBody = z.object({
  error: z.string().max(300).optional(),
  missingfields: z.array(z.string().max(64)).max(30).optional(),
  invalidfields: z.array(z.string().max(64)).max(30).optional(),
});
const createdPatient = z.array(
  z.object({
    patientid: z.union([z.string(), z.number()]).optional(),
    patient: z.object({ patientid: z.union([z.string(), z.number()]) }).optional(),
  }),
);

/**
 * athena's status and JSON body as the browser may see them: patient searches reduced, 5xx, throttling and
 * token failures replaced by our own text, 4xx reduced to what the error mapping needs. Successful reference
 * answers are relayed as athena's text, unparsed: the proxy's hot path (server/bench/proxy.bench.ts).
 */
export function browserAnswer(call: ProxyCall, upstream: AthenaRawResponse): BrowserAnswer {
  const { status, text } = upstream;
  const operation = call.operation.name;
  if (status >= 500) return { status, json: FAILED, failure: '5xx' };
  if (status === 429) return { status: 429, json: BUSY, failure: 'throttled' };
  // Our own credentials were refused: the browser can do nothing about it.
  if (status === 401) return { status: 502, json: FAILED, failure: 'token' };
  if (status >= 200 && status < 300) {
    if (operation === 'patientSearch') {
      const hits = reducePatientSearch(parseJsonBody(text), call.sent);
      // An unreadable answer goes on empty, which the client reports as an error, never as "not found".
      if (!hits) return { status, json: '' };
      return { status, json: JSON.stringify(hits), patientIds: hits.map((h) => h.patientid) };
    }
    if (operation === 'createPatient') {
      const created = createdIds(text);
      return { status, json: relayable(text), patientIds: created, registeredIds: created };
    }
    return { status, json: relayable(text) };
  }
  if (status === 409 && operation === 'book') return { status, json: SLOT_TAKEN };
  const parsed = errorBody.safeParse(parseJsonBody(text));
  // Tolerated as success by the client (booking.md §8), as a 409 with the spec's text: which package was on file
  // is not said, whether athena answered 409 or a 400 about an existing or duplicate package.
  if (operation === 'createInsurance' && (status === 409 || DUPLICATE_POLICY.test(parsed.data?.error ?? ''))) {
    return { status: 409, json: INSURANCE_ON_FILE };
  }
  return { status, json: parsed.success ? JSON.stringify(parsed.data) : '' };
}

function relayable(text: string): string {
  if (!LOOKS_LIKE_JSON.test(text)) return '';
  return text.includes('/v1/') ? text.replace(PAGING_LINK, '$1') : text;
}

function createdIds(text: string): string[] {
  const parsed = createdPatient.safeParse(parseJsonBody(text));
  const first = parsed.success ? parsed.data[0] : undefined;
  const id = first?.patientid ?? first?.patient?.patientid;
  return id === undefined ? [] : [String(id)];
}
