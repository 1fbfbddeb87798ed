import { blogPosts } from '../content/blog';
import { locations } from '../content/locations';
import { providers } from '../content/providers';
import { services } from '../content/services';
import { LANGUAGES, localizedPath } from '../i18n/languages';
import { routeTable } from './route-table';

/** Concrete paths of the routes with parameters, from the catalogues (one page per entry). */
const PARAM_PATHS: Record<string, () => readonly string[]> = {
  '/provider/:slug': () => providers.map((p) => p.link),
  '/services/:slug': () => services.map((s) => s.link),
  '/locations/:locationId': () => locations.map((l) => l.locationUrl),
  '/blog/:slug': () => blogPosts.map((b) => b.link),
};

/** Every page's path in English (unprefixed), in route-table order. */
export function pagePaths(): string[] {
  return routeTable.flatMap(({ path }) => {
    if (!path.includes(':')) return [path];
    const expand = PARAM_PATHS[path];
    if (!expand) throw new Error(`Route ${path} has parameters but no entry in PARAM_PATHS`);
    return [...expand()];
  });
}

/** Every path the build prerenders and lists in the sitemap: each page in each language, English first. */
export function prerenderPaths(): string[] {
  const pages = pagePaths();
  return LANGUAGES.flatMap((language) => pages.map((page) => localizedPath(page, language)));
}
