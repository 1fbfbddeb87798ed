// What each prerendered page carries so that a tap before the app runs is not lost (decision 88): the early-tap
// recorder inline in its head, and on the boot script's tag the chunks to ask for at once when the app starts.
import { minifySync } from 'vite';
import { catalogChunkKey, pageAssets } from './html-template.mjs';

/**
 * The recorder (`recordEarlyTaps`, web/src/app/early-clicks.ts, from the server bundle), minified, as an inline
 * script: it runs before the body is parsed, so it listens from the first paint, seconds before the boot script
 * arrives on a slow phone. The server allows it by its hash, as every inline script of the built pages (CSP, no
 * 'unsafe-inline').
 */
export function earlyTapScript(recordEarlyTaps) {
  const { code, errors } = minifySync('early-taps.js', `(${String(recordEarlyTaps)})(window)`, { compress: true, mangle: true });
  if (errors.length > 0 || !code.includes('data-book-button')) throw new Error('the early-tap recorder could not be inlined');
  return `<script>${code.trim()}</script>`;
}

const APP_ENTRY = 'src/main.tsx';
export const DIALOG_ENTRY = 'src/features/booking/booking-dialog.tsx';
// Every language's catalog chunks, which the i18n runtime the dialog shares with the app can load.
const CATALOG = /\/i18n\/catalogs\/(web\.[\w-]+\.json\?ns=|core\.\w+\.ts$)/;

/**
 * `data-app-modules` (the app's and the page's chunks with all their imports, and the content in the page's language
 * it reads, decision 98) and `data-dialog-modules` (what the
 * booking dialog adds to those, with the chunks it imports as it opens), each without what the boot script has
 * already loaded; read by the recorder's `preload` (web/src/app/early-clicks.ts), which asks for a list at once.
 * Of the message catalogs the dialog's code can load, only its own namespace in the page's language (decision 93).
 */
export function moduleGraphAttributes(manifest, pageKey, { language, contentKeys = [], namespaces = [] }) {
  for (const key of [APP_ENTRY, DIALOG_ENTRY]) if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
  const boot = new Set(pageAssets(manifest, 'index.html').js);
  // A content module without a chunk of its own is in one the app or the page imports already (services.data.ts, which
  // the menus read): nothing more to ask for.
  // The page's catalog too, its base and its namespaces: the app asks for them only once React's chunk has run, a
  // round trip later (decision 107).
  const catalog = ['base', ...namespaces].map((namespace) => catalogKey(manifest, language, namespace));
  const app = new Set(
    [APP_ENTRY, ...(pageKey ? [pageKey] : []), ...contentKeys, ...catalog].flatMap((key) => pageAssets(manifest, key).js),
  );
  // The dialog's messages in the page's language; beside a Spanish or Armenian catalog, the core's translator (decision 99).
  const dialogMessages = Object.keys(manifest).filter(
    (key) =>
      key.endsWith(`/catalogs/web.${language}.json?ns=booking`) ||
      key.endsWith(`/catalogs/core.${language}.ts`) ||
      (language !== 'en' && key.endsWith('/i18n/translate-core-text.ts')),
  );
  const dialog = [DIALOG_ENTRY, ...openedByDialog(manifest), ...dialogMessages]
    .flatMap((key) => pageAssets(manifest, key).js)
    .filter((file) => !app.has(file));
  const list = (files) =>
    [...new Set(files)]
      .filter((file) => !boot.has(file))
      .map((file) => `/${file}`)
      .join(' ');
  return `data-app-modules="${list(app)}" data-dialog-modules="${list(dialog)}" `;
}

/** The build's chunk of one namespace of the web catalog in `language`; a build without it is not prerendered. */
function catalogKey(manifest, language, namespace) {
  const key = catalogChunkKey(manifest, language, namespace);
  if (!key) throw new Error(`the build has no ${namespace} catalog chunk for "${language}" (web/src/i18n/catalogs/web.${language}.json)`);
  return key;
}

/** What the dialog's chunks import lazily (its composition root), the app's entry and pages aside. */
export function openedByDialog(manifest) {
  const dialogFiles = new Set(pageAssets(manifest, DIALOG_ENTRY).js);
  return Object.values(manifest)
    .filter((chunk) => dialogFiles.has(chunk.file))
    .flatMap((chunk) => chunk.dynamicImports ?? [])
    .filter((key) => key !== APP_ENTRY && !key.startsWith('src/pages/') && !CATALOG.test(key) && manifest[key]);
}
