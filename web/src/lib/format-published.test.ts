import { describe, expect, it } from 'vitest';
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
});
