// Which characters the site's core font files carry (decision 75), and the files each language adds (decision 94). The
// build's bundle check holds every prerendered page's text to its language's set, and `npm run fonts` cuts the files
// from fontsource's with them.

/**
 * Printable ASCII and the few other characters the site's own texts use (curly quotes, dashes, ©, ·, ×, ‹ ›, −), and
 * the ñ of "Español", which the language switcher shows on every page.
 */
export const CORE_CODE_POINTS = [
  ...range(0x20, 0x7e),
  0xa0,
  0xa9,
  0xb7,
  0xd7,
  0xf1,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x2039,
  0x203a,
  0x2212,
];

/**
 * What Spanish adds to the core (accented vowels, Ñ, ¿ ¡, « »). Spanish pages preload, instead of the core, one file per
 * face with both (decision 105); other pages download it only to draw one of these.
 */
export const SPANISH_CODE_POINTS = [0xa1, 0xab, 0xbb, 0xbf, 0xc1, 0xc9, 0xcd, 0xd1, 0xd3, 0xda, 0xdc, 0xe1, 0xe9, 0xed, 0xf3, 0xfa, 0xfc];

/**
 * The Armenian alphabet and punctuation (U+0531-058F without its unassigned points), in a subset of Noto Sans Armenian
 * that Armenian pages preload and name in their font stack. Elsewhere (the switcher's "Հայերեն") the system draws it.
 */
export const ARMENIAN_CODE_POINTS = [...range(0x531, 0x556), ...range(0x559, 0x58a), ...range(0x58d, 0x58f)];

/** What a language's pages preload beyond the core's characters. */
const LANGUAGE_CODE_POINTS = { en: [], es: SPANISH_CODE_POINTS, hy: ARMENIAN_CODE_POINTS };

/** The files (`<face>-<weight>-<kind>.woff2`) a language's pages preload, by kind: those carrying the points above. */
export const PRELOADED_FONT_FILES = { en: ['core'], es: ['es'], hy: ['core', 'hy'] };

/**
 * The families only one language's pages name in their font stacks (styles/tokens.css), so only its pages declare
 * them: the Spanish files' (decision 105) and the Armenian face (decision 94).
 */
export const LANGUAGE_ONLY_FAMILIES = { es: /^(?:Montserrat|Afacad) Spanish$/, hy: /^Noto Sans Armenian$/ };

/** fontsource's "latin" subset, which the full files carry. */
const LATIN_CODE_POINTS = [
  ...range(0x00, 0xff),
  0x131,
  0x152,
  0x153,
  0x2bb,
  0x2bc,
  0x2c6,
  0x2da,
  0x2dc,
  0x304,
  0x308,
  0x329,
  ...range(0x2000, 0x206f),
  0x20ac,
  0x2122,
  0x2191,
  0x2193,
  0x2212,
  0x2215,
  0xfeff,
  0xfffd,
];

/**
 * The latin characters the full files are declared for: the rest of the latin subset, without the control
 * characters, which are never drawn and so name no face.
 */
export const REST_CODE_POINTS = LATIN_CODE_POINTS.filter(
  (point) =>
    !CORE_CODE_POINTS.includes(point) && !SPANISH_CODE_POINTS.includes(point) && !(point < 0x20 || (point >= 0x7f && point < 0xa0)),
);

function range(from, to) {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** A CSS unicode-range value for a set of code points: consecutive points joined into ranges. */
export function unicodeRange(codePoints) {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', middot: '·' };

/**
 * The characters a prerendered page draws (its text and placeholders; not its scripts, styles or other attributes)
 * that neither the core files nor its language's preloaded files carry, among those a site face is declared for
 * (the full latin files, Spanish's files): each would make the browser download a file after first paint.
 * @param {string} html @param {keyof typeof LANGUAGE_CODE_POINTS} [language] the page's (`<html lang>`), English by default
 */
export function charactersMissingFromCore(html, language = 'en') {
  const drawn = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*\bplaceholder="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name) => ENTITIES[name.toLowerCase()] ?? entity);
  const preloaded = new Set(LANGUAGE_CODE_POINTS[language] ?? []);
  const late = new Set([...REST_CODE_POINTS, ...SPANISH_CODE_POINTS].filter((point) => !preloaded.has(point)));
  return [...new Set(drawn)].filter((character) => late.has(character.codePointAt(0)));
}
