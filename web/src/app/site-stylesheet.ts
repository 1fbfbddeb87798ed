const SELECTOR = 'link[data-site-stylesheet]';
/** How long the app waits for a stylesheet that neither loads nor fails (a stalled request) before it starts anyway. */
export const STYLESHEET_WAIT_MS = 3000;

/**
 * Switches on the site's full stylesheet, which a prerendered page links as `media="not all"` beside the CSS its own
 * markup needs (decision 74), and resolves once it applies: the app's menus, dialogs and client-side pages need it.
 * The browser has usually fetched it already, at its lowest priority. A stylesheet that failed is asked for once
 * more; if that fails too, or either stalls for STYLESHEET_WAIT_MS, the app starts anyway (the page stays as
 * painted). No link (Vite's dev server): at once.
 */
export async function enableSiteStylesheet(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(SELECTOR);
  if (!link) return;
  link.media = 'all';
  if (link.sheet) return;
  if (await loaded(link)) return;
  const again = link.cloneNode() as HTMLLinkElement;
  link.replaceWith(again);
  await loaded(again);
}

/** true once the stylesheet loads; false when it fails or has done neither within STYLESHEET_WAIT_MS. */
function loaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), STYLESHEET_WAIT_MS);
    const settle = (ok: boolean) => () => {
      clearTimeout(timer);
      resolve(ok);
    };
    link.addEventListener('load', settle(true), { once: true });
    link.addEventListener('error', settle(false), { once: true });
  });
}
