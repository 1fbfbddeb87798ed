import type { ServiceEntry } from './types';

/** What a catalogue entry spells out; the rest follows from it. */
export type ServiceInput = Omit<ServiceEntry, 'heroImage' | 'link'>;

/** Builds one service entry so that link and hero image always follow the slug and category. */
export function serviceEntry({ id, slug, title, icon, category, description, bullets }: ServiceInput): ServiceEntry {
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
