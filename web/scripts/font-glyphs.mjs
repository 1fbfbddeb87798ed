// Which characters the site's core font files carry (decision 75). The build's bundle check holds every prerendered
// page's text to this set, and `npm run fonts` cuts the core files from fontsource's latin files with it.

/** Printable ASCII and the few other characters the site's own texts use (curly quotes, dashes, ©, ·, ×, ‹ ›, −). */
export const CORE_CODE_POINTS = [
  ...range(0x20, 0x7e),
  0xa0,
  0xa9,
  0xb7,
  0xd7,
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
  (point) => !CORE_CODE_POINTS.includes(point) && !(point < 0x20 || (point >= 0x7f && point < 0xa0)),
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
 * that the full font files are declared for: each would make the browser download a full file after first paint.
 */
export function charactersMissingFromCore(html) {
  const drawn = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*\bplaceholder="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/gi, (entity, name) => ENTITIES[name.toLowerCase()] ?? entity);
  const rest = new Set(REST_CODE_POINTS);
  return [...new Set(drawn)].filter((character) => rest.has(character.codePointAt(0)));
}
