// Puts one prerendered page into index.html: hoisted head tags, the page chunk's CSS and preloads, the markup.

// React 19 writes <title>, <meta> and <link> of a page ahead of the markup when there is no <head> to hoist them
// into; they move to <head> here, and on hydration React finds them there.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

export function splitHoisted(html) {
  let head = '';
  let rest = html;
  for (let m = HOISTED.exec(rest); m; m = HOISTED.exec(rest)) {
    head += m[0];
    rest = rest.slice(m[0].length);
  }
  return { head, body: rest };
}

/** A page module's chunks and their CSS (no flash, no layout shift); the JS is listed, not preloaded. */
export function pageAssets(manifest, entryKey) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return { css: [...css], js: [...js] };
}

/**
 * The manifest key of one namespace of the web catalog in `language` (web/scripts/catalog-plugin.mjs splits each
 * language's catalog into a chunk per namespace), or undefined when the build has none.
 */
export function catalogChunkKey(manifest, language, namespace) {
  return Object.keys(manifest).find((key) => key.endsWith(`/i18n/catalogs/web.${language}.json?ns=${namespace}`));
}

export function fillTemplate(template, { head, body }) {
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', body);
}
