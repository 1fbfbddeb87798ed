import {
  clinicDayLabel,
  clinicInstant,
  clinicTimeLabel,
  formatAppointmentWhenInClinicZone,
  toClinicTime,
  parseUsDate,
  type ClinicTime,
  type UsDate,
} from '@clinic/core';
import { activeLanguage } from './catalog';
import { formatDate } from './format-date';
import type { Language } from './languages';

// Clinic dates and times in the page's language (issue #37), always in the clinics' zone whatever the visitor's.
// English keeps the specs' words (the core's labels: "Tue", "Dec 1", "9:30 AM", "… Pacific Time"); the other
// languages take Intl's, which also names the zone in that language ("hora del Pacífico").
// Noon keeps a date-only label on its clinic day through any DST change.
const noonOf = (date: UsDate) => {
  const day = parseUsDate(date);
  return day && clinicInstant(day, '12:00');
};

/** A clinic date's labels: "Tue", "Dec 1" and "Tuesday, December 1" in English; "mar", "1 dic", "martes, 1 de diciembre". */
export function dayLabels(date: UsDate, language: Language = activeLanguage()): { weekday: string; day: string; full: string } {
  const noon = language === 'en' ? undefined : noonOf(date);
  if (!noon) return clinicDayLabel(date);
  return {
    weekday: formatDate(language, { weekday: 'short' }, noon),
    day: formatDate(language, { month: 'short', day: 'numeric' }, noon),
    full: formatDate(language, { weekday: 'long', month: 'long', day: 'numeric' }, noon),
  };
}

/** A slot's start: "9:30 AM" in English, "9:30" in Spanish. */
export function timeLabel(time: ClinicTime, language: Language = activeLanguage()): string {
  const day = parseUsDate('01/15/2026');
  if (language === 'en' || !day) return clinicTimeLabel(time);
  return formatDate(language, { hour: 'numeric', minute: '2-digit' }, clinicInstant(day, time));
}

/** "Tuesday, Dec 1 - 9:30 AM Pacific Time" in English, "martes, 1 dic, 9:30 hora del Pacífico" in Spanish. */
export function appointmentWhen(date: string | undefined, time: string | undefined, language: Language = activeLanguage()): string {
  const day = date && parseUsDate(date.trim());
  const clock = toClinicTime(time?.trim());
  if (language === 'en' || !day || !clock.ok) return formatAppointmentWhenInClinicZone(date, time);
  const options = {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'longGeneric',
  } as const;
  return formatDate(language, options, clinicInstant(day, clock.value));
}
