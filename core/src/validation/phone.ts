import { BOOKING_LIMITS } from '../catalog';

// A US area code never starts with 0 or 1, so a leading 1 is always the country code ("+1", "1-818-…").
const US_COUNTRY_CODE = /^1/;

const nationalDigits = (input: string) => input.replace(/\D/g, '').replace(US_COUNTRY_CODE, '');

/** The ten digits of a US phone entry, a leading country code (1 / +1) dropped (booking.md §5). */
export function phoneDigits(input: string): string {
  return nationalDigits(input).slice(0, BOOKING_LIMITS.phoneDigits);
}

/** Exactly ten digits after the country code: never fewer, and none the mask would have to drop. */
export function isCompletePhone(input: string): boolean {
  return nationalDigits(input).length === BOOKING_LIMITS.phoneDigits;
}

/** Masks a phone entry as it is typed: "(555", "(555) 555", "(555) 555-5555" (booking.md §5). */
export function maskPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
