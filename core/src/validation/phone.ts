import { BOOKING_LIMITS } from '../catalog';

/** The digits of a phone entry, at most ten (booking.md §5). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, BOOKING_LIMITS.phoneDigits);
}

/** Masks a phone entry as it is typed: "(555", "(555) 555", "(555) 555-5555" (booking.md §5). */
export function maskPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
