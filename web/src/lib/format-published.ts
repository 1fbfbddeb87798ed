import { activeLanguage } from '../i18n/catalog';
import type { Language } from '../i18n/languages';

const formatters = new Map<Language, Intl.DateTimeFormat>();

/**
 * A calendar date ("2024-03-20") in the page's language, by Intl: "March 20, 2024", "20 de marzo de 2024". A date
 * is a day, not an instant: it is formatted at noon UTC in UTC, so no time zone can move it to the day before.
 */
export function formatPublished(isoDate: string, language: Language = activeLanguage()): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  let format = formatters.get(language);
  if (!format) formatters.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(Date.UTC(year, month - 1, day, 12));
}
