// Prerenders every route in every language to dist/<route>/index.html (Spanish under dist/es/, Armenian under dist/hy/),
// plus a 404.html per language, sitemap.xml, robots.txt and site-manifest.json.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { criticalCss, withoutFontFaces } from './critical-css.mjs';
import { PRELOADED_FONT_FILES } from './font-glyphs.mjs';
import { fillTemplate, pageAssets, splitHoisted } from './html-template.mjs';
import { earlyTapScript, moduleGraphAttributes } from './prerender-early-start.mjs';
import { robotsTxt, sitemapXml } from './search-engines.mjs';

const NOT_FOUND_PATH = '/__not-found__';

export async function prerenderSite({ distDir, serverEntry }) {
  const server = await import(pathToFileURL(serverEntry).href);
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const built = await readFile(join(distDir, 'index.html'), 'utf8');
  // The fonts' preloads first, then the early-tap recorder (decision 88), then the page's own head.
  const head = withFontPreloadSlot(withLowPriorityBoot(built)).replace(
    '<!--app-head-->',
    () => `${earlyTapScript(server.recordEarlyTaps)}<!--app-head-->`,
  );
  const site = await inlineStylesheet(head, distDir);
  const { template } = site;
  const pruneCss = site.stylesheet ? criticalCss({ distDir, stylesheet: site.stylesheet, fullCss: site.css }) : async (html) => html;
  const entryAssets = pageAssets(manifest, 'index.html');
  const inEntry = (file) => entryAssets.js.includes(file) || entryAssets.css.includes(file);

  const fontPreloads = fontPreloadsByLanguage(await readdir(join(distDir, 'assets')));

  const page = async (path) => {
    const { head, body } = splitHoisted(await server.render(path));
    const name = server.pageModuleOf(path); // none for a redirect
    const pageKey = name && pageChunkKey(manifest, name);
    const assets = pageAssets(manifest, pageKey);
    // No modulepreload for the page's JavaScript (issue #16): the page paints from HTML and CSS alone; the boot
    // script asks for the page's chunk beside the app's after first paint (web/src/app/page-module.ts).
    const links = assets.css.filter((f) => !inEntry(f)).map((f) => `<link rel="stylesheet" href="/${f}">`);
    const content = server.pageContentOf(path);
    const language = server.languageOfPath(path);
    const boot = withModuleGraph(pageKey ? withPageModule(template, manifest[pageKey].file) : template, manifest, pageKey, {
      language,
      contentKeys: content,
      namespaces: server.pageNamespacesOf(path),
    });
    const withFonts = withLanguage(boot, language).replace(FONT_PRELOAD_SLOT, () => fontPreloads(language));
    const html = fillTemplate(withFonts, { head: head + links.join(''), body });
    return pruneCss(html);
  };

  const routes = server.prerenderPaths();
  for (const route of routes) {
    const file = route === '/' ? join(distDir, 'index.html') : join(distDir, route, 'index.html');
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await page(route));
  }
  for (const language of server.LANGUAGES) {
    const notFound = server.localizedPath(NOT_FOUND_PATH, language);
    await writeFile(join(distDir, notFound.replace(NOT_FOUND_PATH, ''), '404.html'), await page(notFound));
  }
  // Every page now declares the fonts inline; the stylesheet keeps its name (its hash still follows its content).
  if (site.stylesheet) await writeFile(join(distDir, site.stylesheet), withoutFontFaces(site.css));
  await writeFile(join(distDir, 'sitemap.xml'), sitemapXml(routes, server));
  await writeFile(join(distDir, 'robots.txt'), robotsTxt(server));
  const manifestJson = { routes, redirects: server.localizedRedirects(), languages: server.LANGUAGES };
  await writeFile(join(distDir, 'site-manifest.json'), JSON.stringify(manifestJson, null, 2));
  console.log(`prerendered ${routes.length} routes + a 404.html per language into ${distDir}`);
}

/** The page's language on its root element (index.html says English). */
function withLanguage(template, language) {
  if (!/<html lang="en">/.test(template)) throw new Error('index.html should open with <html lang="en">');
  return template.replace('<html lang="en">', `<html lang="${language}">`);
}

const pageModuleKey = (name) => `src/pages/${name}/${name}.page.tsx`;

/** A page's key in Vite's manifest; a page other pages import too (not-found) is a shared chunk, keyed by its name. */
function pageChunkKey(manifest, name) {
  if (manifest[pageModuleKey(name)]) return pageModuleKey(name);
  const shared = Object.keys(manifest).find((key) => manifest[key].name === `${name}.page`);
  if (!shared) throw new Error(`the build manifest has no chunk for the page "${name}"`);
  return shared;
}

/**
 * Replaces the site's single stylesheet link with its content, so first paint waits for no CSS request; each page
 * then keeps only what it uses (critical-css.mjs). Returns the stylesheet's path and text too.
 */
async function inlineStylesheet(template, distDir) {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
  const match = link.exec(template);
  if (!match) return { template };
  const css = await readFile(join(distDir, match[1]), 'utf8');
  const inlined = template.replace(match[0], () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  return { template: inlined, stylesheet: match[1], css };
}

/**
 * The boot script (web/src/boot.ts, the page's one script) is asked for at low priority: it waits for first paint
 * anyway, and at the high priority browsers give module scripts it shared a phone's connection with the fonts the
 * page is drawn in (and Lighthouse counted it in the path to first paint: FCP 1.2-1.4 s → 0.8 s, decision 76).
 * Vite writes the entry's tag itself (a `fetchpriority` in index.html does not survive), hence here.
 */
function withLowPriorityBoot(template) {
  const boot = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
  const tags = template.match(boot) ?? [];
  if (tags.length !== 1) throw new Error(`index.html should reference one module script, found ${tags.length}`);
  return template.replace(boot, (tag) => tag.replace('<script ', BOOT_TAG_START));
}

const BOOT_TAG_START = '<script fetchpriority="low" ';

const preloadTag = (font) => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`;

/** Names the page's own chunk on the boot script's tag, for the boot script to download beside the app (decision 78). */
function withPageModule(template, file) {
  return template.replace(BOOT_TAG_START, `${BOOT_TAG_START}data-page-module="/${file}" `);
}

/** Lists on the boot script's tag the chunks it asks for at once when the app starts or the dialog is wanted (decision 88). */
function withModuleGraph(template, manifest, pageKey, page) {
  return template.replace(BOOT_TAG_START, `${BOOT_TAG_START}${moduleGraphAttributes(manifest, pageKey, page)}`);
}

const FONT_PRELOAD_SLOT = '<!--font-preloads-->';

/** Where each page's font preloads go: first in its head, before the early-tap recorder (decision 88). */
const withFontPreloadSlot = (template) => template.replace('<!--app-head-->', `${FONT_PRELOAD_SLOT}<!--app-head-->`);

/**
 * The preload tags of the font files each language's text paints in, so it paints without a late swap: the two bold
 * faces, found only in the CSS, arrived after first paint and re-laid out the page (decision 73). English and Armenian
 * pages preload the core files (decision 75) and Armenian pages the Armenian face too (decision 94); Spanish pages the
 * Spanish files instead of the core, which carry its characters too, so they wait for no more files than English
 * pages (decision 105). Every such file web/scripts/subset-fonts.mjs writes, whatever faces it is given.
 */
function fontPreloadsByLanguage(assetFiles) {
  const filesOf = (kind) => assetFiles.filter((file) => new RegExp(`^[a-z]+-\\d{3}-${kind}-[\\w-]{8}\\.woff2$`).test(file));
  const tags = (kinds) =>
    kinds
      .flatMap((kind) => filesOf(kind).sort())
      .map(preloadTag)
      .join('');
  return (language) => tags(PRELOADED_FONT_FILES[language] ?? PRELOADED_FONT_FILES.en);
}
