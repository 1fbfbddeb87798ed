import { blogPosts } from '../content/blog';
import { locations } from '../content/locations';
import { providers } from '../content/providers';
import { services } from '../content/services';
import { routeTable } from './route-table';

/** Concrete paths of the routes with parameters, from the catalogues (one page per entry). */
const PARAM_PATHS: Record<string, () => readonly string[]> = {
  '/provider/:slug': () => providers.map((p) => p.link),
  '/services/:slug': () => services.map((s) => s.link),
  '/locations/:locationId': () => locations.map((l) => l.locationUrl),
  '/blog/:slug': () => blogPosts.map((b) => b.link),
};

/** Every path the build prerenders and lists in the sitemap, in route-table order. */
export function prerenderPaths(): string[] {
  return routeTable.flatMap(({ path }) => {
    if (!path.includes(':')) return [path];
    const expand = PARAM_PATHS[path];
    if (!expand) throw new Error(`Route ${path} has parameters but no entry in PARAM_PATHS`);
    return [...expand()];
  });
}
