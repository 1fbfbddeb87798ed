import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsFile } from './calendar-links';

// Tue Dec 2 2025, 9:30 PT (PST, UTC-8), 30 minutes with Elena Vasquez in Glendale.
const visit = {
  date: '12/02/2025',
  time: '09:30',
  duration: 30,
  provider: 'Elena Vasquez, MD',
  address: '214 N Central Ave, Glendale, CA 91203',
};
const MANAGE = 'https://demo.example.org/appointments/manage';
/** The file's content lines with RFC 5545 folding undone. */
const unfolded = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('add to calendar', () => {
  it('writes an iCalendar event in UTC from the clinic time, with the office and the provider', () => {
    const ics = icsFile(visit, '1000001', new Date('2025-12-01T17:30:00Z'), MANAGE) ?? '';
    expect(ics).toContain('DTSTART:20251202T173000Z');
    expect(ics).toContain('DTEND:20251202T180000Z');
    expect(ics).toContain('LOCATION:214 N Central Ave\\, Glendale\\, CA 91203');
    expect(ics).toContain('SUMMARY:Appointment with Elena Vasquez\\, MD');
    expect(ics.split('\r\n')).toContain('BEGIN:VEVENT');
  });

  // Issue 35 item 12: RFC 5546 requires an ORGANIZER in an event sent with METHOD:PUBLISH.
  it('names the practice as the organizer of the published event', () => {
    const lines = unfolded(icsFile(visit, '1000001', new Date(0), MANAGE) ?? '');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('ORGANIZER;CN="Foothill Primary Care":mailto:info@foothillprimarycare.com');
  });

  // Issue 17: the patient can cancel or move the visit from the calendar entry, not only by phone.
  it('links the manage page absolutely, as the event URL and in its description, folding lines over 75 octets', () => {
    const ics = icsFile(visit, '1000001', new Date(0), MANAGE) ?? '';
    expect(unfolded(ics)).toContain(`URL:${MANAGE}`);
    expect(unfolded(ics)).toContain(
      `DESCRIPTION:Visit with Elena Vasquez\\, MD. To cancel or reschedule\\, go to ${MANAGE} or call (818) 555-0142.`,
    );
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('uses the summer offset after the DST change', () => {
    // Wed Jul 1 2026, 9:30 PT (PDT, UTC-7).
    expect(icsFile({ ...visit, date: '07/01/2026' }, '1', new Date(0), MANAGE)).toContain('DTSTART:20260701T163000Z');
  });

  it('links to Google Calendar with UTC dates and no patient data', () => {
    const url = new URL(googleCalendarUrl(visit) ?? '');
    expect(url.searchParams.get('dates')).toBe('20251202T173000Z/20251202T180000Z');
    expect(url.searchParams.get('location')).toBe(visit.address);
    expect([...url.searchParams.keys()].sort()).toEqual(['action', 'dates', 'details', 'location', 'text']);
  });

  it('offers nothing for an unreadable date', () => {
    expect(icsFile({ ...visit, date: '2025-12-02' }, '1', new Date(0), MANAGE)).toBeUndefined();
    expect(googleCalendarUrl({ ...visit, time: '' })).toBeUndefined();
  });
});
