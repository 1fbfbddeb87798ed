import { Suspense, type ReactNode } from 'react';
import { PageMeta } from '../../components/seo/page-meta';
import { awards } from '../../content/awards';
import { blogTeasers } from '../../content/blog-teasers';
import { faqItems } from '../../content/faq';
import { insurers } from '../../content/insurers';
import { locations } from '../../content/locations';
import { providers } from '../../content/providers';
import { services } from '../../content/services';
import { HOURS, PHONE_DISPLAY, SITE_NAME, SITE_URL } from '../../content/site';
import { faqPageLd, medicalClinicLd, PRIMARY_CARE, schemaTelephone } from '../../lib/json-ld';
import {
  AboutSection,
  AwardsSection,
  BlogCarousel,
  ConciergeBanner,
  FaqSection,
  InsuranceSection,
  IvTherapyBlock,
  ProvidersSection,
  ServicesSection,
  TestimonialsSection,
} from '../../features/home';
import heroFrame from '../../features/home/shared/hero-frame.module.css';
import { activeLanguage } from '../../i18n/catalog';
import { Hero } from './hero';

const organization = {
  '@context': 'https://schema.org',
  '@type': 'MedicalOrganization',
  name: SITE_NAME,
  url: SITE_URL,
  telephone: schemaTelephone(PHONE_DISPLAY),
  medicalSpecialty: PRIMARY_CARE,
  description: `Primary care in Glendale, Burbank and La Canada. ${HOURS.weekday}.`,
  address: locations.map((l) => ({
    '@type': 'PostalAddress',
    streetAddress: l.address.street,
    addressLocality: l.address.city,
    addressRegion: l.address.state,
    postalCode: l.address.zip,
    addressCountry: 'US',
  })),
  // Opening hours belong to the clinics (MedicalClinic has openingHoursSpecification; MedicalOrganization has none).
  subOrganization: locations.map((l) => {
    const { '@context': _context, ...clinic } = medicalClinicLd(l) as Record<string, unknown>;
    return clinic;
  }),
};

// The FAQ's answers are English until they are translated (issue #37): its FAQPage data describes the English page
// only, rather than telling search engines the Spanish or Armenian page answers in English.
const glendale = locations.find((l) => l.id === 'glendale') ?? locations[0];

/**
 * A band below the fold that React hydrates in a pass of its own, after the header, hero and the rest of the page
 * (a Suspense boundary in server-rendered HTML): one long hydration and commit becomes several short ones, and a
 * tap on a band is hydrated first (decision 69). Nothing in it suspends, so the fallback is never shown.
 */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** Home page: the eleven sections of website.md §2 in the spec's order, with the home metadata. */
export default function HomePage() {
  return (
    <main id="main">
      <PageMeta
        title={`${SITE_NAME} | Primary Care Physicians in Glendale, Burbank & La Canada`}
        description={`${SITE_NAME}: board-certified internists, nurse practitioners and concierge medicine in Glendale, Burbank and La Canada, CA. Book online or call ${PHONE_DISPLAY}.`}
        keywords="primary care, internal medicine, concierge medicine, IV therapy, Glendale doctor, Burbank doctor, La Canada doctor"
        path="/"
        jsonLd={activeLanguage() === 'en' ? [organization, faqPageLd(faqItems)] : [organization]}
      />
      <div className={heroFrame.frame}>
        <Hero />
      </div>
      <Later>{glendale ? <AboutSection glendale={glendale} /> : null}</Later>
      <Later>
        <InsuranceSection insurers={insurers} />
      </Later>
      <Later>
        <TestimonialsSection />
      </Later>
      <Later>
        <ServicesSection services={services} />
      </Later>
      <Later>
        <ProvidersSection providers={providers} />
      </Later>
      <Later>
        <FaqSection items={faqItems} />
      </Later>
      <Later>
        <ConciergeBanner />
        <AwardsSection awards={awards} />
        <IvTherapyBlock />
        <BlogCarousel posts={blogTeasers} />
      </Later>
    </main>
  );
}
