// schema.org objects for the pages' JSON-LD (brief: MedicalClinic per location, Physician per provider, FAQPage, Article).
import { SITE_NAME, SITE_URL } from '../content/site';
import type { BlogPost, ClinicLocation, FaqItem, ProviderProfile } from '../content/types';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A clinic as schema.org MedicalClinic, with the two weekday opening blocks around the lunch break. */
export function medicalClinicLd(location: ClinicLocation): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: `${SITE_NAME} ${location.name}`,
    url: `${SITE_URL}${location.locationUrl}`,
    telephone: location.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.zip,
      addressCountry: 'US',
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '13:00', closes: '17:00' },
    ],
  };
}

/** A provider as schema.org Physician, tied to the clinic where they practise. */
export function physicianLd(provider: ProviderProfile, clinic: ClinicLocation | undefined): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: provider.name,
    url: `${SITE_URL}${provider.link}`,
    medicalSpecialty: provider.title,
    knowsLanguage: provider.features.languages.split(', '),
    ...(clinic ? { address: (medicalClinicLd(clinic) as { address: object }).address, telephone: clinic.phone } : {}),
  };
}

/** Questions and answers as schema.org FAQPage. */
export function faqPageLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** A health article as schema.org Article published by the practice. */
export function articleLd(post: BlogPost): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published,
    image: `${SITE_URL}${post.image}`,
    url: `${SITE_URL}${post.link}`,
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}

/** An informational page as schema.org MedicalWebPage. */
export function medicalWebPageLd(name: string, path: string, description: string): object {
  return { '@context': 'https://schema.org', '@type': 'MedicalWebPage', name, description, url: `${SITE_URL}${path}` };
}
