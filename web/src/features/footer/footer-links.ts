import type { NavLink } from '../../content/types';
import { t } from '../../i18n/catalog';

/** The footer's two link columns (website.md §2, "Footer"), in the page's language. */
export const footerColumns = (): readonly { heading: string; links: readonly NavLink[] }[] => [
  {
    heading: t('footer.ourPractice'),
    links: [
      { label: t('nav.about'), to: '/about' },
      { label: t('footer.visionMissionValues'), to: '/vision-mission-values' },
      { label: t('footer.ourPhysicians'), to: '/provider' },
      { label: t('nav.services'), to: '/services' },
      { label: t('nav.concierge'), to: '/concierge-medicine' },
      { label: t('nav.ivTherapy'), to: '/iv-therapy' },
      { label: t('nav.locations'), to: '/locations' },
    ],
  },
  {
    heading: t('footer.patients'),
    links: [
      { label: t('footer.patientStories'), to: '/testimonials' },
      { label: t('nav.blog'), to: '/blog' },
      { label: t('footer.press'), to: '/press' },
      { label: t('nav.contact'), to: '/contact' },
      { label: t('footer.privacy'), to: '/privacy-policy' },
      { label: t('footer.terms'), to: '/terms' },
      { label: t('footer.accessibility'), to: '/accessibility' },
    ],
  },
];
