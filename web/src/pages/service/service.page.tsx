import { Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { servicesContent } from '../../content/page-content';
import { relatedServices, serviceBySlug } from '../../content/service-lookup';
import { SERVICE_TITLES as ENGLISH_TITLES } from '../../content/service-titles';
import { t } from '../../i18n/catalog';
import { BookingCta } from '../../components/content/booking-cta';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { medicalWebPageLd } from '../../lib/json-ld';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import { ServiceDetails } from './service-details';
import styles from './service.module.css';

/** What the page reads in its language (decision 98), loaded with its chunk before it renders. */
export const content = [servicesContent];

/** /services/:slug: one service with its bullets, what to expect, who it is for and related services. */
export default function ServicePage() {
  const services = servicesContent.current().serviceData;
  const service = serviceBySlug(services, useParams().slug);
  if (!service) return <UnknownSlugPage />;
  return (
    <ContentPage
      meta={{
        title: pageTitle(service.title),
        description: service.description,
        path: service.link,
        keywords: t('page.service.keywords', { service: service.title }),
        jsonLd: medicalWebPageLd(service.title, service.link, service.description),
      }}
    >
      <PageHero
        eyebrow={t('page.service.eyebrow')}
        title={service.title}
        lead={service.description}
        image={{ src: service.heroImage, alt: t('page.service.heroAlt', { service: service.title }), width: 480, height: 320 }}
      >
        <ul className={styles.bullets}>
          {service.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </PageHero>
      <Suspense fallback={null}>
        <ServiceDetails service={service} />
      </Suspense>
      <BookingCta
        title={t('page.service.ctaTitle', { service: service.title })}
        // The booking note is read by the front desk: in English, whatever the page's language.
        detail={{ service: ENGLISH_TITLES[service.slug] ?? service.title }}
        text={t('page.service.ctaText')}
      />
      <ContentSection title={t('page.service.related')} tone="white">
        <ul className={styles.related}>
          {relatedServices(services, service).map((other) => (
            <li key={other.slug}>
              <Link to={other.link}>{other.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/services">{t('page.service.all')}</Link>
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
