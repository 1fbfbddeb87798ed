// schema.org objects for the pages' JSON-LD (brief: MedicalClinic per location, Physician per provider, FAQPage, Article).
import { SITE_NAME, SITE_URL } from '../content/site';
import type { BlogTeaser, ClinicLocation, FaqItem, ProviderSummary } from '../content/types';
import { SITE_IMAGE, SITE_LOGO } from './site-images';

/** schema.org's MedicalSpecialty value for the practice (an enumeration member, not free text). */
export const PRIMARY_CARE = 'https://schema.org/PrimaryCare';

/** A US phone as structured data wants it, with the country code: "(818) 555-0142" is "+1-818-555-0142". */
export function schemaTelephone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** A clinic as schema.org MedicalClinic, with the two weekday opening blocks around the lunch break. */
export function medicalClinicLd(location: ClinicLocation): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: `${SITE_NAME} ${location.name}`,
    url: `${SITE_URL}${location.locationUrl}`,
    telephone: schemaTelephone(location.phone),
    medicalSpecialty: PRIMARY_CARE,
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

/**
 * A provider for structured data. A physician is a schema.org Physician (primary care). schema.org has no type
 * for a nurse practitioner or a physician assistant, and Physician means a physician's practice, so they are a
 * Person with their job title who works for the clinic (a MedicalClinic, which carries the address and hours).
 */
export function providerLd(provider: ProviderSummary, clinic: ClinicLocation | undefined): object {
  const common = { '@context': 'https://schema.org', name: provider.name, url: `${SITE_URL}${provider.link}` };
  const languages = { knowsLanguage: provider.features.languages.split(', ') };
  if (provider.title !== 'Internist & Primary Care Physician') {
    const { '@context': _context, ...worksFor } = clinic ? (medicalClinicLd(clinic) as Record<string, unknown>) : {};
    return { ...common, '@type': 'Person', jobTitle: provider.title, ...languages, ...(clinic ? { worksFor } : {}) };
  }
  const place = clinic ? (medicalClinicLd(clinic) as { address: object; telephone: string }) : undefined;
  return {
    ...common,
    '@type': 'Physician',
    medicalSpecialty: PRIMARY_CARE,
    ...languages,
    ...(place ? { address: place.address, telephone: place.telephone } : {}),
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
export function articleLd(post: BlogTeaser): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.published,
    // The articles have not been edited since they were published.
    dateModified: post.published,
    // A raster (the site's card): the article's own illustration is an SVG, which search engines do not take.
    image: `${SITE_URL}${SITE_IMAGE.path}`,
    url: `${SITE_URL}${post.link}`,
    author: { '@type': 'Organization', name: SITE_NAME },
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      logo: { '@type': 'ImageObject', url: `${SITE_URL}${SITE_LOGO.path}`, width: SITE_LOGO.width, height: SITE_LOGO.height },
    },
  };
}

/** An informational page as schema.org MedicalWebPage. */
export function medicalWebPageLd(name: string, path: string, description: string): object {
  return { '@context': 'https://schema.org', '@type': 'MedicalWebPage', name, description, url: `${SITE_URL}${path}` };
}
