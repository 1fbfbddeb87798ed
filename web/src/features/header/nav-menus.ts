import { locations } from '../../content/locations';
import { menuPhysicians } from '../../content/providers';
import { services } from '../../content/services';
import type { NavLink } from '../../content/types';

export type { NavLink };

export interface NavMenu {
  id: 'services' | 'physicians' | 'locations';
  label: string;
  links: readonly NavLink[];
  /** The last entry, which leads to the full list. */
  more: NavLink;
}

/** Number of services the Services menu lists (website.md §9). */
const MENU_SERVICE_COUNT = 8;

/** The three dropdowns of the header and the mobile menu (website.md §2, "Header and navigation"). */
export const navMenus: readonly NavMenu[] = [
  {
    id: 'services',
    label: 'Services',
    links: services.slice(0, MENU_SERVICE_COUNT).map((s) => ({ label: s.title, to: s.link })),
    more: { label: 'View More Services', to: '/services' },
  },
  {
    id: 'physicians',
    label: 'Physicians',
    links: menuPhysicians.map((p) => ({ label: p.name, to: p.link })),
    more: { label: 'View More Physicians', to: '/provider' },
  },
  {
    id: 'locations',
    label: 'Locations',
    links: locations.map((l) => ({ label: l.name, to: l.locationUrl })),
    more: { label: 'View All Locations', to: '/locations' },
  },
];

/** Direct links of the desktop bar. */
export const desktopLinks: readonly NavLink[] = [
  { label: 'Concierge Medicine', to: '/concierge-medicine' },
  { label: 'IV Therapy', to: '/iv-therapy' },
  { label: 'About Us', to: '/about' },
];

/** Direct links of the mobile menu, below the three sections. */
export const mobileLinks: readonly NavLink[] = [
  { label: 'Concierge Medicine', to: '/concierge-medicine' },
  { label: 'IV Therapy', to: '/iv-therapy' },
  { label: 'Blog', to: '/blog' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
];
