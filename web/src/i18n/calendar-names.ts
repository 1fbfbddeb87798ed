import type { ClinicDate } from '@clinic/core';
import { activeLanguage } from './catalog';
import { formatDate } from './format-date';
import type { Language } from './languages';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface CalendarNames {
  months: readonly string[];
  /** Column heads, Sunday first, and their full names by head. */
  weekdays: readonly string[];
  weekdayNames: Readonly<Record<string, string>>;
  /** A day's name for a screen reader: "December 1, 2026". */
  dateLabel(day: ClinicDate): string;
}

// Calendar dates as UTC midnights formatted in UTC: no zone can shift them a day.
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const names = (language: Language, options: Intl.DateTimeFormatOptions) => (date: Date) =>
  formatDate(language, { ...options, timeZone: 'UTC' }, date);

/** The date-of-birth calendar's month and weekday names: English as the dialog always had them, others by Intl. */
export function calendarNames(language: Language = activeLanguage()): CalendarNames {
  if (language === 'en') {
    return {
      months: MONTHS,
      weekdays: WEEKDAYS,
      weekdayNames: Object.fromEntries(WEEKDAYS.map((head, i) => [head, WEEKDAY_NAMES[i]!])),
      dateLabel: (d) => `${MONTHS[d.month - 1]} ${d.day}, ${d.year}`,
    };
  }
  const month = names(language, { month: 'long' });
  const short = names(language, { weekday: 'short' });
  const long = names(language, { weekday: 'long' });
  const date = names(language, { year: 'numeric', month: 'long', day: 'numeric' });
  // 2023-01-01 was a Sunday.
  const week = Array.from({ length: 7 }, (_, i) => utc(2023, 1, 1 + i));
  const weekdays = week.map(short);
  return {
    months: Array.from({ length: 12 }, (_, i) => month(utc(2023, i + 1, 1))),
    weekdays,
    weekdayNames: Object.fromEntries(week.map((day, i) => [weekdays[i]!, long(day)])),
    dateLabel: (d) => date(utc(d.year, d.month, d.day)),
  };
}
