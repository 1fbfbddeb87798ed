// `BENCH_DIALOG_ALONE=1` of early-tap.mjs (decision 107): what a BOOK ONLINE tap at first paint would wait for if the
// dialog opened in a root of its own before the page hydrates. The page's own chunks are held back (their requests
// never answered, so the app cannot start and nothing reloads), and the bench times the last byte of everything
// else the tap brings in: the dialog's graph with React's chunk, the i18n runtime, the page language's base catalog
// and the first look, beside the fonts, stylesheet and images the page is still loading. No script runs the dialog,
// so this is the network's share only: a lower bound for such a first screen on this connection.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAssets } from '../scripts/html-template.mjs';
import { DIALOG_ENTRY, openedByDialog } from '../scripts/prerender-early-start.mjs';

// What a mount point outside the app would share with the slot that opens the dialog today (web/src/app/booking-dialog-slot.tsx).
const MOUNT_CHUNKS = /^(with-namespaces|lazy-module|use-chunk)$/;

/**
 * The chunks of `data-app-modules` (in `pageHtml`, from the build in `distDir`) that only the page needs: the app's
 * entry, the router's pages and the page's content; not what the dialog's graph imports, its mount's helpers or the
 * page language's base catalog (a `web.<language>.json?ns=base` chunk).
 */
export function pageOwnChunks(distDir, pageHtml) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const dialog = new Set(
    [DIALOG_ENTRY, ...openedByDialog(manifest)].flatMap((key) => pageAssets(manifest, key).js).map((file) => `/${file}`),
  );
  const kept = Object.entries(manifest)
    .filter(([key, chunk]) => /\?ns=base$/.test(key) || MOUNT_CHUNKS.test(chunk.name ?? ''))
    .map(([, chunk]) => `/${chunk.file}`);
  const listed = /data-app-modules="([^"]*)"/.exec(pageHtml)?.[1].split(' ') ?? [];
  return new Set(listed.filter((url) => !dialog.has(url) && !kept.includes(url)));
}
