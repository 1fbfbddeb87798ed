// The service catalogue (website.md §2, §3): 34 entries in the spec's order, used by pages, menus, search and the sitemap.
import { serviceData } from './services.data';
import type { ServiceCategory, ServiceEntry } from './types';

export const services: ServiceEntry[] = [...serviceData];

/** The service whose page lives at /services/{slug}, or undefined for an unknown slug. */
export function serviceBySlug(slug: string | undefined): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug);
}

/** Up to `count` other services of the same family, for "related services" links. */
export function relatedServices(service: ServiceEntry, count = 3): ServiceEntry[] {
  return services.filter((other) => other.category === service.category && other.slug !== service.slug).slice(0, count);
}

/** Plain-language name of each service family, used in headings. */
export const SERVICE_CATEGORY_NAMES: Record<ServiceCategory, string> = {
  chronic: 'Chronic condition care',
  preventive: 'Preventive and everyday care',
  acute: 'Same-day and sick care',
  diagnostics: 'On-site testing and imaging',
  aesthetic: 'Aesthetic treatments',
};
