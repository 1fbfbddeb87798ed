import { activeLanguage } from '../i18n/catalog';
import { formatDate } from '../i18n/format-date';
import type { Language } from '../i18n/languages';

const PUBLISHED = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;

/**
 * A calendar date ("2024-03-20") in the page's language: "March 20, 2024", "20 de marzo de 2024", "20 մարտի,
 * 2024 թ." (through formatDate, which writes Armenian itself where the browser's Intl has none). A date is a day, not
 * an instant: it is formatted at noon UTC in UTC, so no time zone can move it to the day before.
 */
export function formatPublished(isoDate: string, language: Language = activeLanguage()): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return formatDate(language, PUBLISHED, new Date(Date.UTC(year, month - 1, day, 12)));
}
