const formats = new Map<string, (value: number) => string>();

// CLDR's Eastern Armenian number symbols: 26 000 (a no-break space between thousands), 2,5; and, as in CLDR, no
// separator in a four-digit number (1000).
const ARMENIAN_SYMBOLS: Readonly<Partial<Record<Intl.NumberFormatPartTypes, string>>> = { group: '\u00a0', decimal: ',' };

/** A number as Armenian writes it, from English parts, which every Intl has. */
function armenianNumber(options: Intl.NumberFormatOptions): (value: number) => string {
  const english = new Intl.NumberFormat('en-US', { useGrouping: 'min2', ...options });
  return (value) =>
    english
      .formatToParts(value)
      .map((part) => ARMENIAN_SYMBOLS[part.type] ?? part.value)
      .join('');
}

/**
 * A number in the language's way of writing it. Armenian is always written from CLDR's symbols rather than by the
 * runtime's Intl: Debian's Chromium has no Armenian and writes `hy` numbers as English ("26,000") while the
 * prerender's Node writes "26 000", and the page would not hydrate.
 */
export function formatNumber(language: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}:${JSON.stringify(options)}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = language === 'hy' ? armenianNumber(options) : new Intl.NumberFormat(language, options).format;
    formats.set(key, formatter);
  }
  return formatter(value);
}
