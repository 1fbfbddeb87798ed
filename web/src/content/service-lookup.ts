// Finding services in a catalogue, whichever language it is in (services.data.ts and its translations).
import type { ServiceCategory, ServiceEntry } from './types';

/** The service whose page lives at /services/{slug}, or undefined for an unknown slug. */
export function serviceBySlug(services: readonly ServiceEntry[], slug: string | undefined): ServiceEntry | undefined {
  return services.find((service) => service.slug === slug);
}

/** Up to `count` other services of the same family, for "related services" links. */
export function relatedServices(services: readonly ServiceEntry[], service: ServiceEntry, count = 3): ServiceEntry[] {
  return services.filter((other) => other.category === service.category && other.slug !== service.slug).slice(0, count);
}

/** The service families in the order the services page lists them. */
export const SERVICE_CATEGORIES: readonly ServiceCategory[] = ['chronic', 'preventive', 'acute', 'diagnostics', 'aesthetic'];
