import { locations } from '../../content/locations';
import { menuPhysicians } from '../../content/providers';
import { SERVICE_LIST } from '../../content/service-list';
import { serviceTitlesContent } from '../../content/site-content';
import type { NavLink } from '../../content/types';
import { t } from '../../i18n/catalog';

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

/** The three dropdowns of the header and the mobile menu (website.md §2, "Header and navigation"), in the page's language. */
export const navMenus = (): readonly NavMenu[] => [
  {
    id: 'services',
    label: t('nav.services'),
    // The names alone, in the page's language: the catalogue's descriptions stay with the pages that show them.
    links: SERVICE_LIST.slice(0, MENU_SERVICE_COUNT).map(({ slug }) => ({
      label: serviceTitlesContent.current().SERVICE_TITLES[slug] ?? slug,
      to: `/services/${slug}`,
    })),
    more: { label: t('nav.moreServices'), to: '/services' },
  },
  {
    id: 'physicians',
    label: t('nav.physicians'),
    links: menuPhysicians.map((p) => ({ label: p.name, to: p.link })),
    more: { label: t('nav.morePhysicians'), to: '/provider' },
  },
  {
    id: 'locations',
    label: t('nav.locations'),
    links: locations.map((l) => ({ label: l.name, to: l.locationUrl })),
    more: { label: t('nav.allLocations'), to: '/locations' },
  },
];

/** Direct links of the desktop bar. */
export const desktopLinks = (): readonly NavLink[] => [
  { label: t('nav.concierge'), to: '/concierge-medicine' },
  { label: t('nav.ivTherapy'), to: '/iv-therapy' },
  { label: t('nav.about'), to: '/about' },
];

/** Direct links of the mobile menu, below the three sections. */
export const mobileLinks = (): readonly NavLink[] => [
  { label: t('nav.concierge'), to: '/concierge-medicine' },
  { label: t('nav.ivTherapy'), to: '/iv-therapy' },
  { label: t('nav.blog'), to: '/blog' },
  { label: t('nav.about'), to: '/about' },
  { label: t('nav.contact'), to: '/contact' },
];
