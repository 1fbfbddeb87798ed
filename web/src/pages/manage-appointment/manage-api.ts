import {
  appointmentResponseSchema,
  appointmentsResponseSchema,
  codeSentResponseSchema,
  MANAGE_MESSAGES,
  manageFailureSchema,
  refusalOf,
  type AppointmentResponse,
  type AppointmentsResponse,
  type CancelReasonCode,
  type ManageFailure,
  type ManageResult,
} from '@clinic/core';
import { siteLanguageHeaders } from '../../i18n/site-language-header';

/** The manage routes' base (docs/architecture.md, "Manage my appointment"); patient data goes only in bodies, never in these paths. */
const MANAGE_API = '/api/manage';

export type { ManageResult };

/** What the page knows of the patient, only in React state and in POST bodies. */
export interface ManageIdentity {
  email: string;
  dateOfBirth: string;
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

// A reschedule books and then cancels, with retries, on the server: it gets more time than a plain read.
const TIMEOUT_MS = 30_000;

const UNAVAILABLE: ManageFailure = { code: 'MANAGE_UNAVAILABLE', message: MANAGE_MESSAGES.MANAGE_UNAVAILABLE };

/** One call to a manage route; every failure (network, timeout, an answer we cannot read) is a value with a code. */
async function call<T>(
  fetchImpl: typeof fetch,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: unknown,
  schema: Schema<T> | undefined,
): Promise<ManageResult<T>> {
  let response: Response;
  try {
    response = await fetchImpl(`${MANAGE_API}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...siteLanguageHeaders(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(TIMEOUT_MS) } : {}),
    });
  } catch {
    return refusalOf(UNAVAILABLE);
  }
  const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = manageFailureSchema.safeParse(json);
    return refusalOf(failure.success ? failure.data : UNAVAILABLE);
  }
  if (!schema) return { ok: true, value: undefined as T };
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : refusalOf(UNAVAILABLE);
}

/** The browser's side of the manage routes (docs/architecture.md). `fetchImpl` is the test seam. */
export function manageApi(fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    requestCode: (identity: ManageIdentity) => call(fetchImpl, 'POST', '/code', identity, codeSentResponseSchema),
    verifyCode: (identity: ManageIdentity, code: string): Promise<ManageResult<AppointmentsResponse>> =>
      call(fetchImpl, 'POST', '/session', { ...identity, code }, appointmentsResponseSchema),
    appointments: (): Promise<ManageResult<AppointmentsResponse>> =>
      call(fetchImpl, 'GET', '/appointments', undefined, appointmentsResponseSchema),
    cancel: (appointmentId: string, reason: CancelReasonCode): Promise<ManageResult<AppointmentResponse>> =>
      call(fetchImpl, 'POST', `/appointments/${encodeURIComponent(appointmentId)}/cancel`, { reason }, appointmentResponseSchema),
    reschedule: (appointmentId: string, newAppointmentId: string): Promise<ManageResult<AppointmentResponse>> =>
      call(
        fetchImpl,
        'POST',
        `/appointments/${encodeURIComponent(appointmentId)}/reschedule`,
        { newAppointmentId },
        appointmentResponseSchema,
      ),
    signOut: () => call<undefined>(fetchImpl, 'DELETE', '/session', undefined, undefined),
  };
}

export type ManageApi = ReturnType<typeof manageApi>;
