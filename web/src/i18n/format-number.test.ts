import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from './format-message';
import { formatNumber } from './format-number';

// Node carries ICU's Armenian; Debian's Chromium does not. A prerendered Armenian page said "26 000" and the browser
// hydrating it "26,000" (React's hydration error #418 on /hy and /hy/about).
const VALUES = [0, 7, 999, 1_000, 9_999, 26_000, 1_234_567, 2.5, 3.25];
const OPTION_SETS: Intl.NumberFormatOptions[] = [{}, { minimumFractionDigits: 1, maximumFractionDigits: 1 }];

afterEach(() => vi.restoreAllMocks());

describe('Armenian numbers', () => {
  it.each(OPTION_SETS.map((options) => [JSON.stringify(options), options] as const))('read as ICU writes them, for %s', (_, options) => {
    const intl = new Intl.NumberFormat('hy', options);
    expect(VALUES.map((value) => formatNumber('hy', value, options))).toEqual(VALUES.map((value) => intl.format(value)));
  });

  it('fill the catalogs’ numbers on a browser without Armenian as the prerender does', () => {
    const message = ['ավելի քան ', ['count', 'number']] as const;
    const prerendered = formatMessage(message, { count: 26_000 }, 'hy');
    const original = Intl.NumberFormat;
    // What Debian's Chromium does with `hy`: English.
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(
      ((locale: string, options?: Intl.NumberFormatOptions) =>
        new original(locale === 'hy' ? 'en-US' : locale, options)) as unknown as typeof Intl.NumberFormat,
    );
    expect(formatMessage(message, { count: 26_001 }, 'hy')).toBe('ավելի քան 26\u00a0001');
    expect(prerendered).toBe('ավելի քան 26\u00a0000');
  });

  it('leave the other languages to Intl', () => {
    expect(formatNumber('es', 26_000)).toBe(new Intl.NumberFormat('es').format(26_000));
    expect(formatNumber('en', 26_000)).toBe('26,000');
  });
});
