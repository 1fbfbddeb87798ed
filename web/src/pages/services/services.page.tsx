import { servicesContent } from '../../content/page-content';
import { SERVICE_CATEGORIES } from '../../content/service-lookup';
import type { ServiceCategory } from '../../content/types';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { pageTitle } from '../../lib/page-title';
import { ServiceCard } from '../../components/content/service-card';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [servicesContent];

/** Plain-language name of each service family, used in headings. */
const categoryName = (category: ServiceCategory): string =>
  ({
    chronic: t('page.services.chronic'),
    preventive: t('page.services.preventive'),
    acute: t('page.services.acute'),
    diagnostics: t('page.services.diagnostics'),
    aesthetic: t('page.services.aesthetic'),
  })[category];

/** /services: every service, grouped by family, each card linking to its own page. */
export default function ServicesPage() {
  const services = servicesContent.current().serviceData;
  return (
    <ContentPage
      meta={{
        title: pageTitle(t('page.services.title')),
        description: t('page.services.description'),
        path: '/services',
        keywords: t('page.services.keywords'),
      }}
    >
      <PageHero
        eyebrow={t('page.services.eyebrow')}
        title={t('page.services.title')}
        lead={t('page.services.lead', { count: services.length })}
        image={{ src: '/images/illustrations/clinic.svg', alt: t('page.services.heroAlt'), width: 480, height: 320 }}
      />
      {SERVICE_CATEGORIES.map((category) => (
        <ContentSection key={category} title={categoryName(category)}>
          <CardGrid items={services.filter((service) => service.category === category)} keyOf={(service) => service.slug}>
            {(service) => <ServiceCard service={service} />}
          </CardGrid>
        </ContentSection>
      ))}
      <BookingCta title={t('page.services.ctaTitle')} text={t('page.services.ctaText')} />
    </ContentPage>
  );
}
