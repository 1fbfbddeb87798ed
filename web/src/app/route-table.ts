import type { Namespace } from '../i18n/catalog';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';

// Vite turns each page module into its own chunk; the route table names pages by their folder.
const pageModules = import.meta.glob<PageModule>('../pages/*/*.page.tsx');

/**
 * The page module web/src/pages/<name>/<name>.page.tsx, loaded on demand with the message namespaces it speaks: a
 * content page speaks `page` (its titles and headings); the home page and the booking pages have their own.
 */
function page(name: string, namespaces: readonly Namespace[] = ['page']): LazyPage & { name: string } {
  const load = pageModules[`../pages/${name}/${name}.page.tsx`];
  if (!load) throw new Error(`No page module for "${name}"`);
  return { ...lazyPage(load, namespaces), name };
}

export interface PageRoute {
  path: string;
  page: LazyPage & { name: string };
}

/**
 * Every screen of website.md §2, each page in its own chunk. Add a route here and, if it has
 * parameters, its concrete paths in prerender-paths.ts so it is prerendered and in the sitemap.
 */
export const routeTable: readonly PageRoute[] = [
  { path: '/', page: page('home', []) },
  { path: '/about', page: page('about', ['page', 'page.about']) },
  { path: '/vision-mission-values', page: page('vision-mission-values', ['page', 'page.vision']) },
  { path: '/provider', page: page('provider-list') },
  { path: '/provider/:slug', page: page('provider-profile', ['page', 'page.provider']) },
  { path: '/services', page: page('services') },
  { path: '/services/:slug', page: page('service') },
  { path: '/contact', page: page('contact', ['page', 'page.contact']) },
  { path: '/locations', page: page('locations') },
  { path: '/locations/:locationId', page: page('location', ['page', 'page.location']) },
  { path: '/testimonials', page: page('testimonials', ['page', 'page.testimonials']) },
  { path: '/press', page: page('press', ['page', 'page.press']) },
  { path: '/privacy-policy', page: page('privacy-policy') },
  { path: '/terms', page: page('terms') },
  { path: '/accessibility', page: page('accessibility') },
  { path: '/concierge-medicine', page: page('concierge-medicine', ['page', 'page.concierge']) },
  { path: '/iv-therapy', page: page('iv-therapy', ['page', 'page.iv']) },
  { path: '/blog', page: page('blog') },
  { path: '/blog/:slug', page: page('blog-article') },
  { path: '/feedback', page: page('feedback', ['page', 'page.feedback']) },
  { path: '/appointments/manage', page: page('manage-appointment', ['manage']) },
  { path: '/appointments/offer', page: page('appointment-offer', ['offer']) },
  { path: '/appointments/waitlist/leave', page: page('waitlist-leave', ['waitlist']) },
];

/** Shown for any path that no route matches, and by pages whose slug is unknown. */
export const notFoundPage = page('not-found');
