// `npm run fonts -w web` (decision 75): writes the site's font files and their @font-face rules into
// web/src/styles/fonts/. Each face comes in three files: a core file with only the characters the site's own texts use
// (preloaded by English and Armenian pages, about 60 % of the full file); a Spanish file with the core's characters and
// the letters Spanish adds (SPANISH_CODE_POINTS), which Spanish pages preload instead of the core, so they wait for as
// many files as English pages before first paint (decision 105); and fontsource's full latin file, declared for the
// other latin characters only, so a browser downloads it when a page shows one (a patient's accented name, say).
// Armenian pages add a subset of Noto Sans Armenian (ARMENIAN_CODE_POINTS), preloaded only by them (decision 94).
// Run it again after changing the code points or updating @fontsource; commit what it writes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import { ARMENIAN_CODE_POINTS, CORE_CODE_POINTS, REST_CODE_POINTS, SPANISH_CODE_POINTS, unicodeRange } from './font-glyphs.mjs';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/styles/fonts/', import.meta.url));
const FACES = [
  { family: 'Montserrat', weight: 400, source: '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2' },
  { family: 'Montserrat', weight: 600, source: '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2' },
  { family: 'Afacad', weight: 600, source: '@fontsource/afacad/files/afacad-latin-600-normal.woff2' },
];

// The site's headings are Afacad 600 and its text Montserrat 400 and 600: Armenian comes in the same two weights.
const ARMENIAN_FACES = [
  { weight: 400, source: '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff2' },
  { weight: 600, source: '@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-600-normal.woff2' },
];

const coreText = String.fromCodePoint(...CORE_CODE_POINTS);
const spanishText = String.fromCodePoint(...CORE_CODE_POINTS, ...SPANISH_CODE_POINTS);
const armenianText = String.fromCodePoint(...ARMENIAN_CODE_POINTS);
const fontFace = (family, weight, file, points) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
  `  src: url('./${file}') format('woff2');\n  unicode-range: ${unicodeRange(points)};\n}\n`;

const rules = [];
for (const { family, weight, source } of FACES) {
  const base = `${family.toLowerCase()}-${weight}`;
  const full = await readFile(require.resolve(source));
  await writeFile(`${outDir}${base}-core.woff2`, await subsetFont(full, coreText, { targetFormat: 'woff2' }));
  await writeFile(`${outDir}${base}-es.woff2`, await subsetFont(full, spanishText, { targetFormat: 'woff2' }));
  await writeFile(`${outDir}${base}-rest.woff2`, full);
  rules.push(
    fontFace(family, weight, `${base}-rest.woff2`, REST_CODE_POINTS),
    // Other pages download the Spanish file only for an accented letter the core lacks (a patient's name).
    fontFace(family, weight, `${base}-es.woff2`, SPANISH_CODE_POINTS),
    fontFace(family, weight, `${base}-core.woff2`, CORE_CODE_POINTS),
    // Named first in Spanish pages' stacks only (styles/tokens.css): its one file draws all their text.
    fontFace(`${family} Spanish`, weight, `${base}-es.woff2`, [...CORE_CODE_POINTS, ...SPANISH_CODE_POINTS]),
  );
}
for (const { weight, source } of ARMENIAN_FACES) {
  const file = `armenian-${weight}-hy.woff2`;
  await writeFile(`${outDir}${file}`, await subsetFont(await readFile(require.resolve(source)), armenianText, { targetFormat: 'woff2' }));
  rules.push(fontFace('Noto Sans Armenian', weight, file, ARMENIAN_CODE_POINTS));
}
const cssFile = `${outDir}fonts.css`;
const css = `/* Written by web/scripts/subset-fonts.mjs (npm run fonts -w web); do not edit. Decision 75. */\n${rules.join('')}`;
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), filepath: cssFile }));
console.log(`wrote ${FACES.length * 3 + ARMENIAN_FACES.length} font files and fonts.css into ${outDir}`);
