import { Suspense, use, type ReactNode } from 'react';
import { PageMeta } from '../../components/seo/page-meta';
import { awards } from '../../content/awards';
import { locations } from '../../content/locations';
import { providers } from '../../content/providers';
import { PHONE_DISPLAY, SITE_NAME, SITE_URL } from '../../content/site';
import { medicalClinicLd, PRIMARY_CARE, schemaTelephone } from '../../lib/json-ld';
import { AwardsSection, ConciergeBanner, IvTherapyBlock, ProvidersSection, TestimonialsSection } from '../../features/home';
import heroFrame from '../../features/home/shared/hero-frame.module.css';
import { namespacesReady, t } from '../../i18n/catalog';
import { AboutBand, BlogBand, FaqBand, InsuranceBand, ServicesBand } from './content-bands';
import { Hero } from './hero';

const organization = () => ({
  '@context': 'https://schema.org',
  '@type': 'MedicalOrganization',
  name: SITE_NAME,
  url: SITE_URL,
  telephone: schemaTelephone(PHONE_DISPLAY),
  medicalSpecialty: PRIMARY_CARE,
  description: t('homeTop.ldDescription', { hours: t('footer.hoursWeekday') }),
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
});

const glendale = locations.find((l) => l.id === 'glendale') ?? locations[0];

/**
 * A band below the fold that React hydrates in a pass of its own, after the header, hero and the rest of the page
 * (a Suspense boundary in server-rendered HTML): one long hydration and commit becomes several short ones, and a
 * tap on a band is hydrated first (decision 69). A band reading content still downloading suspends (content-bands.tsx):
 * the prerendered HTML then stays until it is in; the fallback is never shown over it. So do the bands' words.
 */
function Later({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HomeWords>{children}</HomeWords>
    </Suspense>
  );
}

/** The bands' words (the `home` namespace) are read below the fold only: they load beside the bands' content. */
function HomeWords({ children }: { children: ReactNode }) {
  use(namespacesReady(['home']));
  return children;
}

/** Home page: the eleven sections of website.md §2 in the spec's order, with the home metadata. */
export default function HomePage() {
  return (
    <main id="main">
      <PageMeta
        title={t('homeTop.meta.title', { site: SITE_NAME })}
        description={t('homeTop.meta.description', { site: SITE_NAME, phone: PHONE_DISPLAY })}
        keywords={t('homeTop.meta.keywords')}
        path="/"
        jsonLd={organization()}
      />
      <div className={heroFrame.frame}>
        <Hero />
      </div>
      <Later>{glendale ? <AboutBand glendale={glendale} /> : null}</Later>
      <Later>
        <InsuranceBand />
      </Later>
      <Later>
        <TestimonialsSection />
      </Later>
      <Later>
        <ServicesBand />
      </Later>
      <Later>
        <ProvidersSection providers={providers} />
      </Later>
      <Later>
        <FaqBand />
      </Later>
      <Later>
        <ConciergeBanner />
        <AwardsSection awards={awards} />
        <IvTherapyBlock />
        <BlogBand />
      </Later>
    </main>
  );
}
