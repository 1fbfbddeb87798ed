// The pages the site search finds besides services and providers (issue 16 item 9): concierge, IV therapy,
// the locations and the FAQ answers. Built from the same content the pages show, so search never drifts from them.
import type { SearchablePage } from '@clinic/core';
import { t } from '../i18n/catalog';
import { formatAddress, locations } from './locations';
import { providers } from './providers';
import { HOURS, PHONE_DISPLAY } from './site';
import type { ConciergeTier, FaqItem, IvTherapy } from './types';

/** The content the pages' entries are built from, in the page's language (the overlay loads it on its first opening). */
export interface SearchPagesContent {
  faqItems: readonly FaqItem[];
  conciergeTiers: readonly ConciergeTier[];
  ivTherapies: readonly IvTherapy[];
}

const hours = `${HOURS.weekday}; ${HOURS.weekend}`;

/**
 * The pages in the page's language (issue #37): its titles and words, and the FAQ, the concierge tiers and the IV
 * drips in that language, so a Spanish query finds "Vitamina C" and no English is searched on a translated page.
 */
export function searchPagesIn({ faqItems, conciergeTiers, ivTherapies }: SearchPagesContent): SearchablePage[] {
  return [
    {
      id: 'concierge-medicine',
      title: t('nav.concierge'),
      description: t('search.conciergeDescription'),
      text: `${t('search.conciergeWords')} ${conciergeTiers.map((tier) => `${tier.name} ${tier.summary} ${tier.features.join(' ')}`).join(' ')}`,
      link: '/concierge-medicine',
    },
    {
      id: 'iv-therapy',
      title: t('nav.ivTherapy'),
      description: t('search.ivDescription'),
      text: `${t('search.ivWords')} ${ivTherapies.map((drip) => `${drip.name} ${drip.ingredients.join(' ')}`).join(' ')}`,
      link: '/iv-therapy',
    },
    {
      id: 'locations',
      title: t('search.locationsTitle'),
      description: t('search.locationsDescription', { clinics: locations.map((l) => l.name).join(', ') }),
      text: `${locations.map(formatAddress).join(' ')} ${t('search.locationWords')} ${hours}`,
      link: '/locations',
    },
    ...locations.map((location) => ({
      id: `location-${location.id}`,
      title: t('card.provider.clinic', { clinic: location.name }),
      description: formatAddress(location),
      text: `${t('search.locationWords')} ${hours} ${PHONE_DISPLAY}`,
      link: location.locationUrl,
    })),
    ...faqItems.map((item, index) => ({
      id: `faq-${index + 1}`,
      title: item.question,
      description: item.answer,
      text: t('search.faqWords'),
      link: '/#faq-title',
    })),
  ];
}

/** The providers as the site search reads them: with the languages they speak ("español" finds them). */
export const searchProviders = providers.map((provider) => ({ ...provider, languages: provider.features.languages }));
