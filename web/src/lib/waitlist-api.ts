import { WAITLIST_API, WAITLIST_MESSAGES, type ManagedAppointment, type WaitlistChoices } from '@clinic/core';
import { siteLanguageHeaders } from '../i18n/site-language-header';

/** A waitlist route's answer: its value, or the code and the kind sentence the page shows (issue #33). */
export type WaitlistAnswer<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

const UNAVAILABLE = { ok: false as const, code: 'WAITLIST_UNAVAILABLE', message: WAITLIST_MESSAGES.WAITLIST_UNAVAILABLE };

/** One call; every failure (network, an answer we cannot read) is a value with a message, never a throw. */
async function call<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<WaitlistAnswer<T>> {
  try {
    const response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...siteLanguageHeaders(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json().catch(() => undefined)) as { code?: unknown; message?: unknown } | undefined;
    if (response.ok && json) return { ok: true, value: json as T };
    return typeof json?.code === 'string' && typeof json.message === 'string'
      ? { ok: false, code: json.code, message: json.message }
      : UNAVAILABLE;
  } catch {
    return UNAVAILABLE;
  }
}

/** What an offer link shows: the appointment the patient has, and the earlier one. */
export interface OfferView {
  booked: ManagedAppointment;
  offered: ManagedAppointment;
  expiresAt: string;
}

export const viewOffer = (token: string) => call<OfferView>('POST', WAITLIST_API.offer, { token });
export const acceptOffer = (token: string) =>
  call<{ appointment: ManagedAppointment; oldAppointmentStillBooked?: true }>('POST', WAITLIST_API.acceptOffer, { token });
export const leaveByToken = (token: string) => call<{ left: boolean }>('POST', WAITLIST_API.leave, { token });

const appointmentPath = (appointmentId: string) => WAITLIST_API.ofAppointment.replace(':appointmentId', encodeURIComponent(appointmentId));

/** The manage page's calls: the manage session cookie proves the patient. */
export const waitlistStatus = (appointmentId: string) => call<{ choices: WaitlistChoices | null }>('GET', appointmentPath(appointmentId));
export const joinFromManage = (appointmentId: string, choices: WaitlistChoices) =>
  call<{ choices: WaitlistChoices | null }>('PUT', appointmentPath(appointmentId), choices);
export const leaveFromManage = (appointmentId: string) => call<{ choices: null }>('DELETE', appointmentPath(appointmentId));

/** The dialog's confirmation step: the booking session header proves the patient. */
export const joinFromBooking = (
  input: { patientId: string; appointmentId: string; choices: WaitlistChoices },
  bookingSession: Record<string, string>,
) => call<{ choices: WaitlistChoices | null }>('POST', WAITLIST_API.fromBooking, input, bookingSession);

/** The token of a link's query string (`?token=…`), read in the browser only: the prerendered page has none. */
export function tokenFromLocation(search: string): string | undefined {
  return new URLSearchParams(search).get('token') ?? undefined;
}
