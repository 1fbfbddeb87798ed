import { SERVICE_CATEGORY_NAMES, services } from '../../content/services';
import type { ServiceCategory } from '../../content/types';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { ServiceCard } from '../../components/content/service-card';

const CATEGORIES = Object.keys(SERVICE_CATEGORY_NAMES) as ServiceCategory[];

/** /services: every service, grouped by family, each card linking to its own page. */
export default function ServicesPage() {
  return (
    <ContentPage
      meta={{
        title: pageTitle('Our Services'),
        description:
          'Primary care services in Glendale, Burbank and La Canada: physicals, chronic care, sick visits, vaccines, on-site lab and imaging, and more.',
        path: '/services',
        keywords: 'primary care services, internal medicine, physicals, Glendale, Burbank, La Canada',
      }}
    >
      <PageHero
        eyebrow="What we offer"
        title="Our Services"
        lead={`From yearly physicals to same-day sick visits, our ${services.length} services cover the everyday and long-term health needs of adults, with lab work and imaging under the same roof.`}
        image={{ src: '/images/illustrations/clinic.svg', alt: 'Illustration of a clinic building', width: 480, height: 320 }}
      />
      {CATEGORIES.map((category) => (
        <ContentSection key={category} title={SERVICE_CATEGORY_NAMES[category]}>
          <CardGrid items={services.filter((service) => service.category === category)} keyOf={(service) => service.slug}>
            {(service) => <ServiceCard service={service} />}
          </CardGrid>
        </ContentSection>
      ))}
      <BookingCta
        title="Not sure which service you need?"
        text="Book a visit with one of our providers and we will help you decide on the next step together."
      />
    </ContentPage>
  );
}
