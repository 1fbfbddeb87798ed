import { capitalizeCity } from './department-grouping';
import { format } from 'date-fns';
import type { Department, Provider } from '../model';
import { APPOINTMENT_DISPLAY_FORMAT } from '../catalog';
import { parseUsDate } from '../time';
import { providerDisplayName } from './provider-filter';

/** The confirmation's fallbacks, word for word (booking.md §8, loading and confirmation). */
export const CONFIRMATION_FALLBACK = {
  time: 'Appointment time not available',
  invalidDate: 'Invalid date format',
  formatting: 'Date formatting error',
  provider: 'Provider information not available',
  address: 'Address information not available',
} as const;

/**
 * "Tuesday, Dec 1 - 9:30 AM" for a clinic date (MM/DD/YYYY) and time (HH:MM), as the confirmation shows it.
 * TZ-safe: the Date is built from the clinic's wall-clock fields in the machine's zone and date-fns formats
 * those same local fields back, so no zone conversion happens. (Clinic hours never fall in a DST gap.)
 */
export function formatAppointmentWhen(date: string | undefined, time: string | undefined): string {
  if (!date || !time) return CONFIRMATION_FALLBACK.time;
  const day = parseUsDate(date.trim());
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!day || !clock) return CONFIRMATION_FALLBACK.invalidDate;
  const hours = Number(clock[1]);
  const minutes = Number(clock[2]);
  if (hours > 23 || minutes > 59) return CONFIRMATION_FALLBACK.invalidDate;
  try {
    return format(new Date(day.year, day.month - 1, day.day, hours, minutes), APPOINTMENT_DISPLAY_FORMAT);
  } catch {
    return CONFIRMATION_FALLBACK.formatting;
  }
}

/**
 * The same, naming the clinics' zone ("Tuesday, Dec 1 - 9:30 AM Pacific Time") for a visitor who may be in another;
 * a fallback text stays as it is.
 */
export function formatAppointmentWhenInClinicZone(date: string | undefined, time: string | undefined): string {
  const when = formatAppointmentWhen(date, time);
  return (Object.values(CONFIRMATION_FALLBACK) as string[]).includes(when) ? when : `${when} Pacific Time`;
}

/** The provider line of the confirmation. */
export function confirmationProvider(provider: Provider | undefined): string {
  return (provider && providerDisplayName(provider)) || CONFIRMATION_FALLBACK.provider;
}

/** The office address of the confirmation card: "214 N Central Ave, Glendale, CA 91203". */
export function confirmationAddress(department: Department | undefined): string {
  if (!department?.address?.trim()) return CONFIRMATION_FALLBACK.address;
  const region = [department.state, department.zip].filter(Boolean).join(' ');
  // athena sends cities upper-cased ("GLENDALE"); the card shows them as the Location dropdown does.
  const city = department.city?.trim() ? capitalizeCity(department.city) : '';
  return [department.address, city, region].filter((p) => p && p.trim()).join(', ');
}
