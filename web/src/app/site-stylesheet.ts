const SELECTOR = 'link[data-site-stylesheet]';

/**
 * Switches on the site's full stylesheet, which a prerendered page links as `media="not all"` beside the CSS its own
 * markup needs (decision 74), and resolves once it applies: the app's menus, dialogs and client-side pages need it.
 * The browser has usually fetched it already, at its lowest priority. A stylesheet that failed is asked for once
 * more; if that fails too the app starts anyway (the page stays as painted). No link (Vite's dev server): at once.
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

function loaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(true), { once: true });
    link.addEventListener('error', () => resolve(false), { once: true });
  });
}
