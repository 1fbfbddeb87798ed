// `npm run fonts -w web` (decision 75): writes the site's font files and their @font-face rules into
// web/src/styles/fonts/. Each face comes in two files: a core file with only the characters the site's own texts use
// (preloaded by every page, about 60 % of the full file), and fontsource's full latin file, declared for the other
// latin characters only, so a browser downloads it when a page shows one (a patient's accented name, say).
// Run it again after changing CORE_CODE_POINTS or updating @fontsource; commit what it writes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import { CORE_CODE_POINTS, REST_CODE_POINTS, unicodeRange } from './font-glyphs.mjs';

const require = createRequire(import.meta.url);
const outDir = fileURLToPath(new URL('../src/styles/fonts/', import.meta.url));
const FACES = [
  { family: 'Montserrat', weight: 400, source: '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2' },
  { family: 'Montserrat', weight: 600, source: '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2' },
  { family: 'Afacad', weight: 600, source: '@fontsource/afacad/files/afacad-latin-600-normal.woff2' },
];

const coreText = String.fromCodePoint(...CORE_CODE_POINTS);
const fontFace = (family, weight, file, points) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
  `  src: url('./${file}') format('woff2');\n  unicode-range: ${unicodeRange(points)};\n}\n`;

const rules = [];
for (const { family, weight, source } of FACES) {
  const base = `${family.toLowerCase()}-${weight}`;
  const full = await readFile(require.resolve(source));
  await writeFile(`${outDir}${base}-core.woff2`, await subsetFont(full, coreText, { targetFormat: 'woff2' }));
  await writeFile(`${outDir}${base}-rest.woff2`, full);
  rules.push(
    fontFace(family, weight, `${base}-rest.woff2`, REST_CODE_POINTS),
    fontFace(family, weight, `${base}-core.woff2`, CORE_CODE_POINTS),
  );
}
const cssFile = `${outDir}fonts.css`;
const css = `/* Written by web/scripts/subset-fonts.mjs (npm run fonts -w web); do not edit. Decision 75. */\n${rules.join('')}`;
await writeFile(cssFile, await format(css, { ...(await resolveConfig(cssFile)), filepath: cssFile }));
console.log(`wrote ${FACES.length * 2} font files and fonts.css into ${outDir}`);
