import { BOOKING_LIMITS, OFFICE_PHONE, clinicInstant, parseUsDate } from '@clinic/core';

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
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function span(visit: CalendarVisit): [string, string] | undefined {
  const day = parseUsDate(visit.date);
  if (!day || !/^\d{1,2}:\d{2}$/.test(visit.time)) return undefined;
  const start = clinicInstant(day, visit.time);
  const minutes = visit.duration || BOOKING_LIMITS.defaultDurationMinutes;
  return [stamp(start), stamp(new Date(start.getTime() + minutes * 60_000))];
}

const title = (visit: CalendarVisit) => `Appointment with ${visit.provider}`;
const escapeIcs = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** An iCalendar file (one VEVENT, times in UTC) for the booked visit, or undefined when the date is unreadable. */
export function icsFile(visit: CalendarVisit, uid: string, now: Date): string | undefined {
  const times = span(visit);
  if (!times) return undefined;
  return [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Foothill Primary Care//Booking//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    'BEGIN:VEVENT', `UID:${uid}@foothillprimarycare.com`, `DTSTAMP:${stamp(now)}`, `DTSTART:${times[0]}`, `DTEND:${times[1]}`,
    `SUMMARY:${escapeIcs(title(visit))}`, `DESCRIPTION:${escapeIcs(`Visit with ${visit.provider}. To change it, call ${OFFICE_PHONE}.`)}`,
    `LOCATION:${escapeIcs(visit.address)}`, 'END:VEVENT', 'END:VCALENDAR', '',
  ].join('\r\n');
}

/** A Google Calendar "add event" link with UTC dates; it names the provider and office, never the patient. */
export function googleCalendarUrl(visit: CalendarVisit): string | undefined {
  const times = span(visit);
  if (!times) return undefined;
  const params = new URLSearchParams({
    action: 'TEMPLATE', text: title(visit), dates: `${times[0]}/${times[1]}`, details: `Visit with ${visit.provider}.`, location: visit.address,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
