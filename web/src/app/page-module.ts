/** Where the prerender names the page's own chunk: an attribute of the boot script's tag (web/scripts/prerender.mjs). */
const PAGE_MODULE_ATTRIBUTE = 'data-page-module';
/**
 * Where it lists, space-separated, every chunk the app and the page import (`app`) and every further chunk the
 * booking dialog imports (`dialog`), from Vite's manifest (decision 88).
 */
export const MODULE_GRAPH_ATTRIBUTES = { app: 'data-app-modules', dialog: 'data-dialog-modules' } as const;

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

/**
 * Asks at once for every chunk of a graph the boot script's tag lists (decision 88). Without it the browser learns
 * a chunk's imports only once that chunk has arrived: five levels deep for the app, the page and the dialog, each a
 * round trip, which on a slow phone connection was most of the seconds between a tap and the dialog. Modulepreload
 * only downloads and compiles; nothing runs before its importer asks. The links go in from one fragment, in one
 * append (one link at a time cost a phone 30-40 ms, decision 69), and a chunk is never asked for twice.
 */
export function preloadModuleGraph(graph: keyof typeof MODULE_GRAPH_ATTRIBUTES, doc: Document = document): void {
  const attribute = MODULE_GRAPH_ATTRIBUTES[graph];
  const listed = doc.querySelector(`script[${attribute}]`)?.getAttribute(attribute) ?? '';
  const fragment = doc.createDocumentFragment();
  for (const url of new Set(listed.split(' '))) {
    if (!SITE_CHUNK.test(url) || doc.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    fragment.appendChild(link);
  }
  doc.head.appendChild(fragment);
}
