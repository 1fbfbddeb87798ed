import { SERVICE_LIST } from './service-list';
import type { ServiceEntry, ServiceFacts } from './types';

/** A service's words besides its name (services.data.ts, its translations). */
export type ServiceText = Pick<ServiceEntry, 'description' | 'bullets'>;

/** Builds one service entry so that link and hero image always follow the slug and category. */
function serviceEntry(facts: ServiceFacts, title: string, { description, bullets }: ServiceText): ServiceEntry {
  const { id, slug, icon, category } = facts;
  return {
    id,
    slug,
    title,
    icon,
    heroImage: `/images/heroes/${category}.svg`,
    description,
    bullets,
    link: `/services/${slug}`,
    category,
  };
}

/**
 * The catalogue in one language, in the spec's order (service-list.ts): each service's name from `titles` and words
 * from `texts`, by slug. A language missing one fails at once, in the tests of the catalogue.
 */
export function catalogueIn(titles: Readonly<Record<string, string>>, texts: Readonly<Record<string, ServiceText>>): ServiceEntry[] {
  return SERVICE_LIST.map((facts) => {
    const title = titles[facts.slug];
    const text = texts[facts.slug];
    if (!title || !text) throw new Error(`No name or text for the service "${facts.slug}"`);
    return serviceEntry(facts, title, text);
  });
}
