// The pages the site search finds besides services and providers (issue 16 item 9): concierge, IV therapy,
// the locations and the FAQ answers. Built from the same content the pages show, so search never drifts from them.
import type { SearchablePage } from '@clinic/core';
import { conciergeTiers } from './concierge-tiers';
import { faqItems } from './faq';
import { ivTherapies } from './iv-therapies';
import { formatAddress, locations } from './locations';
import { providers } from './providers';
import { HOURS, PHONE_DISPLAY } from './site';

const hours = `hours open ${HOURS.weekday}; ${HOURS.weekend}`;

export const searchPages: SearchablePage[] = [
  {
    id: 'concierge-medicine',
    title: 'Concierge Medicine',
    description: 'Membership care with longer visits and direct access to your physician',
    text: `VIP membership tiers ${conciergeTiers.map((tier) => `${tier.name} ${tier.summary} ${tier.features.join(' ')}`).join(' ')}`,
    link: '/concierge-medicine',
  },
  {
    id: 'iv-therapy',
    title: 'IV Therapy',
    description: 'Our IV vitamin therapy menu: hydration, vitamin and mineral drips',
    text: `intravenous infusions ${ivTherapies.map((drip) => `${drip.name} ${drip.ingredients.join(' ')}`).join(' ')}`,
    link: '/iv-therapy',
  },
  {
    id: 'locations',
    title: 'Our Locations',
    description: `Clinics in ${locations.map((l) => l.name).join(', ')}: addresses and hours`,
    text: `${locations.map(formatAddress).join(' ')} ${hours} directions map`,
    link: '/locations',
  },
  ...locations.map((location) => ({
    id: `location-${location.id}`,
    title: `${location.name} clinic`,
    description: formatAddress(location),
    text: `location ${hours} directions map phone ${PHONE_DISPLAY}`,
    link: location.locationUrl,
  })),
  ...faqItems.map((item, index) => ({
    id: `faq-${index + 1}`,
    title: item.question,
    description: item.answer,
    text: 'FAQ frequently asked questions',
    link: '/#faq-title',
  })),
];

/** The providers as the site search reads them: with the languages they speak ("español" finds them). */
export const searchProviders = providers.map((provider) => ({ ...provider, languages: provider.features.languages }));
