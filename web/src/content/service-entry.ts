import type { ServiceCategory, ServiceEntry } from './types';

/** Builds one service entry so that link and hero image always follow the slug and category. */
export function serviceEntry(
  id: number,
  slug: string,
  title: string,
  icon: string,
  category: ServiceCategory,
  description: string,
  bullets: readonly [string, string, string],
  audience: string,
): ServiceEntry {
  return { id, slug, title, icon, heroImage: `/images/heroes/${category}.svg`, description, bullets, link: `/services/${slug}`, category, audience };
}
