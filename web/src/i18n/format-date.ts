import { armenianDate } from './armenian-calendar';
import type { Language } from './languages';

// The clinics' zone: every date and time the site shows is in it (website.md §9).
const CLINIC_ZONE = 'America/Los_Angeles';

const formats = new Map<string, (instant: Date) => string>();

/**
 * An instant in the language's words, in a zone (the clinics' unless given): Intl's, or CLDR's Armenian where the
 * browser's Intl has none (it would answer in English).
 */
export function formatDate(language: Language, options: Intl.DateTimeFormatOptions, instant: Date): string {
  const zoned = { timeZone: CLINIC_ZONE, ...options };
  const key = `${language}:${JSON.stringify(zoned)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    const intl = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0 || language !== 'hy';
    formatter = intl ? new Intl.DateTimeFormat(language, zoned).format : (at: Date) => armenianDate(zoned, at);
    formats.set(key, formatter);
  }
  return formatter(instant);
}
