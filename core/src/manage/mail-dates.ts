import type { SiteLanguageCode } from '../i18n/site-languages';
import { formatAppointmentWhen } from '../rules/appointment-display';
import { CLINIC_TIME_ZONE, clinicDateOf, clinicInstant, clinicTimeOf, formatUsDate, parseUsDate } from '../time/clinic-time';

// Weekday, day, month and clock, no year: what the English "Tuesday, Dec 1 - 9:30 AM" says, in the language's order.
const WHEN_PARTS: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
const CLOCK_PARTS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

const format = (language: SiteLanguageCode, parts: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat(language, { ...parts, timeZone: CLINIC_TIME_ZONE }).format(instant);

/**
 * An appointment's clinic date (MM/DD/YYYY) and time (HH:MM) as an e-mail in the language says it. English keeps the
 * confirmation's own words (formatAppointmentWhen); the others read Intl in the clinic's zone. A date that does not
 * parse keeps the confirmation's fallback text.
 */
export function mailWhen(date: string | undefined, time: string | undefined, language: SiteLanguageCode): string {
  const english = formatAppointmentWhen(date, time);
  const day = date ? parseUsDate(date.trim()) : undefined;
  const clock = time?.trim();
  if (language === 'en' || !day || !clock || !/^\d{1,2}:\d{2}$/.test(clock)) return english;
  return format(language, WHEN_PARTS, clinicInstant(day, clock));
}

/** An instant (an offer's end) as the same words, in clinic time. */
export function mailWhenInstant(instant: Date, language: SiteLanguageCode): string {
  return mailWhen(formatUsDate(clinicDateOf(instant)), clinicTimeOf(instant), language);
}

/** An instant's clinic clock ("3:05 PM"; "15:05" in Armenian), for the code e-mail's expiry. */
export function mailClock(instant: Date, language: SiteLanguageCode): string {
  if (language !== 'en') return format(language, CLOCK_PARTS, instant);
  const [h, m] = clinicTimeOf(instant).split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
