import { describe, expect, it } from 'vitest';
import { armenianDate } from '../i18n/armenian-calendar';
import { formatPublished } from './format-published';

describe('formatPublished', () => {
  it("writes a publication day in the page's language, the English as the site always wrote it", () => {
    expect(formatPublished('2024-03-20', 'en')).toBe('March 20, 2024');
    expect(formatPublished('2024-03-20', 'es')).toBe('20 de marzo de 2024');
    expect(formatPublished('2024-03-20', 'hy')).toMatch(/^20 մարտի, 2024/);
  });

  it('keeps the day whatever the time zone (a day is not an instant)', () => {
    expect(formatPublished('2024-01-01', 'en')).toBe('January 1, 2024');
    expect(formatPublished('2024-12-31', 'en')).toBe('December 31, 2024');
  });

  // The prerender's Node writes Armenian by Intl; Debian's Chromium, which has none, by armenianDate: a blog page
  // hydrates only if both write the same (they did not with dateStyle "long": "08 մայիսի" against "May 8, 2024").
  it('writes an Armenian day as a browser without Armenian does', () => {
    for (const iso of ['2024-01-15', '2024-05-08', '2024-12-31']) {
      const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
      const noon = new Date(Date.UTC(year, month - 1, day, 12));
      expect(formatPublished(iso, 'hy')).toBe(armenianDate({ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }, noon));
    }
  });
});
