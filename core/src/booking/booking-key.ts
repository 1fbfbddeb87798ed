import type { BookingInput } from '../model';

type BookingBody = Omit<BookingInput, 'idempotencyKey'>;

// FNV-1a, 32 bits: a stable fingerprint without Node's crypto (the core runs in the browser too); not a security hash.
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The idempotency key of one booking request: the attempt's key plus a fingerprint of what is booked. A retry
 * of the same booking sends the same key (the server replays it); a changed booking (other notes, other
 * insurance) is a new request with its own key, never a "key reused for a different booking" refusal.
 */
export function bookingRequestKey(attemptKey: string, body: BookingBody): string {
  const fields = [
    body.appointmentid,
    body.patientid,
    body.appointmenttypeid,
    body.departmentid,
    body.reasonid,
    body.notes,
    body.insuranceid,
  ];
  return `${attemptKey}.${fnv1a(JSON.stringify(fields))}`;
}
