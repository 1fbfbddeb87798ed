/** What the front desk reads when the patient said "existing" and no record matched, then registered (issue #35). */
const NO_MATCH_NOTE = 'registered online after no match as an existing patient';

/** Everything a booking's note gathers; each part is optional. */
export interface BookingNoteParts {
  /** The service page the dialog was opened from, e.g. "Flu shot". */
  service?: string | undefined;
  /** Step 2's "Anything the office should know?" (patients who skip step 3). */
  visitNote?: string | undefined;
  /** Step 3's notes (booking.md §3, insurance form). */
  insuranceNote?: string | undefined;
  registeredAfterNoMatch?: boolean | undefined;
}

/**
 * The booking note the front desk reads: the service asked for, what the patient typed on step 2 and step 3, and
 * how the patient was registered, one line each; `undefined` when there is nothing to say.
 */
export function bookingNote(parts: BookingNoteParts): string | undefined {
  const lines = [
    parts.service?.trim() ? `Service: ${parts.service.trim()}` : undefined,
    parts.visitNote?.trim(),
    parts.insuranceNote?.trim(),
    parts.registeredAfterNoMatch ? NO_MATCH_NOTE : undefined,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : undefined;
}
