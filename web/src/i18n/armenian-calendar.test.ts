import { afterEach, describe, expect, it, vi } from 'vitest';
import { armenianDate } from './armenian-calendar';
import { formatDate } from './format-date';

// Node carries ICU's Armenian; Debian's Chromium does not, and formats `hy` dates in English (seen in the browser
// test). The fallback must read as Intl does where Intl can.
const OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  { weekday: 'short' },
  { weekday: 'long' },
  { month: 'long' },
  { month: 'short', day: 'numeric' },
  { weekday: 'long', month: 'long', day: 'numeric' },
  { hour: 'numeric', minute: '2-digit' },
  { weekday: 'long', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'longGeneric' },
  { year: 'numeric', month: 'long', day: 'numeric' },
  { year: 'numeric', month: 'short', day: 'numeric' },
];
// Every month and weekday, a morning and an afternoon, across both DST changes.
const INSTANTS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 3 + month, 16 + (month % 3) * 3, month * 5)));

afterEach(() => vi.restoreAllMocks());

describe('Armenian dates where Intl has none', () => {
  it.each(OPTION_SETS.map((options) => [JSON.stringify(options), options] as const))('match Intl for %s', (_, options) => {
    const zoned = { ...options, timeZone: 'America/Los_Angeles' };
    const intl = new Intl.DateTimeFormat('hy', zoned);
    expect(INSTANTS.map((instant) => armenianDate(zoned, instant))).toEqual(INSTANTS.map((instant) => intl.format(instant)));
  });

  it('are used when the browser has no Armenian, never English', () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    // A zone no other test formats in, so no formatter made before the mock answers.
    const text = formatDate(
      'hy',
      { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'Asia/Yerevan' },
      new Date(Date.UTC(2026, 11, 1, 8)),
    );
    expect(text).toBe('դեկտեմբերի 1, երեքշաբթի');
  });
});
