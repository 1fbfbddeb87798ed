import { BOOKING_LIMITS, clinicInstant, OFFICE_PHONE, parseUsDate } from '@clinic/core';
import { EMAIL, SITE_NAME } from '../../content/site';
import { t } from '../../i18n/catalog';

/** What a calendar entry holds: no patient data, only the visit, the provider and the office. */
export interface CalendarVisit {
  date: string;
  time: string;
  duration: number;
  provider: string;
  address: string;
}

// UTC stamps computed from the clinic's wall clock (core clinicInstant), so the entry is right in any zone.
function stamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function span(visit: CalendarVisit): [string, string] | undefined {
  const day = parseUsDate(visit.date);
  if (!day || !/^\d{1,2}:\d{2}$/.test(visit.time)) return undefined;
  const start = clinicInstant(day, visit.time);
  const minutes = visit.duration || BOOKING_LIMITS.defaultDurationMinutes;
  return [stamp(start), stamp(new Date(start.getTime() + minutes * 60_000))];
}

const title = (visit: CalendarVisit) => t('booking.calendarTitle', { provider: visit.provider });
const escapeIcs = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

// RFC 5545 §3.1: content lines longer than 75 octets are folded, the continuation starting with a space.
const FOLD_OCTETS = 75;
const octets = (text: string) => new TextEncoder().encode(text).length;
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? FOLD_OCTETS : FOLD_OCTETS - 1;
    if (octets(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * An iCalendar file (one VEVENT, times in UTC) for the booked visit, or undefined when the date is unreadable.
 * `manageUrl` is the absolute address of the manage page (issue #17), given as the event's URL and in its text.
 */
export function icsFile(visit: CalendarVisit, uid: string, now: Date, manageUrl: string): string | undefined {
  const times = span(visit);
  if (!times) return undefined;
  const description = t('booking.calendarDescription', { provider: visit.provider, url: manageUrl, phone: OFFICE_PHONE });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Foothill Primary Care//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}@foothillprimarycare.com`,
    // RFC 5546: METHOD:PUBLISH needs an organizer; the practice publishes the event.
    `ORGANIZER;CN="${SITE_NAME}":mailto:${EMAIL}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${times[0]}`,
    `DTEND:${times[1]}`,
    `SUMMARY:${escapeIcs(title(visit))}`,
    `DESCRIPTION:${escapeIcs(description)}`,
    `URL:${manageUrl}`,
    `LOCATION:${escapeIcs(visit.address)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n');
}

/** A Google Calendar "add event" link with UTC dates; it names the provider and office, never the patient. */
export function googleCalendarUrl(visit: CalendarVisit): string | undefined {
  const times = span(visit);
  if (!times) return undefined;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title(visit),
    dates: `${times[0]}/${times[1]}`,
    details: t('booking.calendarDetails', { provider: visit.provider }),
    location: visit.address,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
