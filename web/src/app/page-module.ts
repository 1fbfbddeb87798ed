/** Where the prerender names the page's own chunk: an attribute of the boot script's tag (web/scripts/prerender.mjs). */
const PAGE_MODULE_ATTRIBUTE = 'data-page-module';

// Only a chunk of the site's own build is ever imported from what the HTML says.
const SITE_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * Starts downloading the prerendered page's chunk beside the app (decision 78). The app asks for it only once React
 * and the router have arrived and run, so on a phone's connection the page and its imports came two or three round
 * trips later and hydration waited for them; started together, they share the download. The app's own request
 * for the chunk then finds it in the module map. A failure is left to the app, which retries and reports it.
 */
export function preloadPageModule(
  doc: Pick<Document, 'querySelector'> = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const url = doc.querySelector(`script[${PAGE_MODULE_ATTRIBUTE}]`)?.getAttribute(PAGE_MODULE_ATTRIBUTE);
  if (url && SITE_CHUNK.test(url)) load(url).catch(() => undefined);
}
