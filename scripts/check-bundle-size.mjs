// Fails when a content page's first load ships more than 110 KB of gzipped JavaScript, or any booking-dialog chunk
// (issue #5 "Figures"). The first load of a page = the scripts its prerendered HTML references, plus their static imports.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.argv[2] ?? 'web/dist';
const BUDGET_BYTES = 110 * 1024;
// The appointment dialog (#7) must be lazy-loaded in a chunk whose name starts with "booking-dialog".
const BOOKING_CHUNK = /^booking-dialog/;

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const chunkByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const gzipped = new Map();
const gzipSize = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length);
  return gzipped.get(file);
};

function firstLoad(html) {
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of chunkByFile.get(file)?.imports ?? []) if (manifest[key]) visit(manifest[key].file);
  };
  for (const [, src] of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g)) visit(src);
  return [...files];
}

const htmlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'assets' ? [] : htmlFiles(join(dir, e.name))) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );

const failures = [];
const pages = htmlFiles(DIST).map((path) => {
  const files = firstLoad(readFileSync(path, 'utf8'));
  const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
  const page = `/${relative(DIST, path).replace(/(^|\/)index\.html$/, '')}`;
  if (bytes > BUDGET_BYTES) failures.push(`${page}: ${(bytes / 1024).toFixed(1)} KB gzipped JS > ${BUDGET_BYTES / 1024} KB`);
  for (const f of files.filter((f) => BOOKING_CHUNK.test(f.replace(/^assets\//, '')))) failures.push(`${page}: loads booking chunk ${f} up front`);
  return { page, bytes };
});

if (pages.length === 0) failures.push(`no prerendered HTML in ${DIST}: run npm run build first`);

// The dialog's own code (issue #7): one lazy chunk of at most 40 KB gzipped; vendor chunks it loads are reported.
const DIALOG_BUDGET_BYTES = 40 * 1024;
const dialogChunks = [...chunkByFile.keys()].filter((f) => BOOKING_CHUNK.test(f.replace(/^assets\//, '')));
if (dialogChunks.length === 0) failures.push('no booking-dialog chunk in the build: the dialog must be a lazy chunk');
for (const f of dialogChunks) {
  const bytes = gzipSize(f);
  console.log(`Booking dialog chunk ${f}: ${(bytes / 1024).toFixed(1)} KB gzipped`);
  if (bytes > DIALOG_BUDGET_BYTES) failures.push(`${f}: ${(bytes / 1024).toFixed(1)} KB gzipped > ${DIALOG_BUDGET_BYTES / 1024} KB`);
}
const largest = [...pages].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
console.log(`First-load JS (gzipped) over ${pages.length} pages, largest first:`);
for (const { page, bytes } of largest) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${page}`);
if (failures.length) {
  console.error(`✖ bundle budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`✔ every page within ${BUDGET_BYTES / 1024} KB, no booking chunk up front`);
