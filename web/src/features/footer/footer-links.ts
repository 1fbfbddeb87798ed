import type { NavLink } from '../../content/types';

/** The footer's two link columns (website.md §2, "Footer"). */
export const footerColumns: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'Our Practice',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'Vision, Mission & Values', to: '/vision-mission-values' },
      { label: 'Our Physicians', to: '/provider' },
      { label: 'Services', to: '/services' },
      { label: 'Concierge Medicine', to: '/concierge-medicine' },
      { label: 'IV Therapy', to: '/iv-therapy' },
      { label: 'Locations', to: '/locations' },
    ],
  },
  {
    heading: 'Patients',
    links: [
      { label: 'Patient Stories', to: '/testimonials' },
      { label: 'Blog', to: '/blog' },
      { label: 'Press', to: '/press' },
      { label: 'Contact Us', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];
