import { Link, useParams } from 'react-router-dom';
import { serviceAudience } from '../../content/service-audiences';
import { SERVICE_EXPECTATIONS } from '../../content/service-expectations';
import { relatedServices, serviceBySlug } from '../../content/services';
import { BookingCta } from '../../components/content/booking-cta';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { medicalWebPageLd } from '../../lib/json-ld';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { UnknownSlugPage } from '../not-found/unknown-slug';
import styles from './service.module.css';

/** /services/:slug: one service with its bullets, what to expect, who it is for and related services. */
export default function ServicePage() {
  const service = serviceBySlug(useParams().slug);
  if (!service) return <UnknownSlugPage />;
  return (
    <ContentPage
      meta={{
        title: pageTitle(service.title),
        description: service.description,
        path: service.link,
        keywords: `${service.title}, primary care, Glendale, Burbank, La Canada`,
        jsonLd: medicalWebPageLd(service.title, service.link, service.description),
      }}
    >
      <PageHero
        eyebrow="Our services"
        title={service.title}
        lead={service.description}
        image={{ src: service.heroImage, alt: `Illustration for ${service.title}`, width: 480, height: 320 }}
      >
        <ul className={styles.bullets}>
          {service.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </PageHero>
      <ContentSection title="What to expect" tone="white">
        <ol className={styles.steps}>
          {SERVICE_EXPECTATIONS[service.category].map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection title="Who it is for">
        <p>{serviceAudience(service.slug)}</p>
        <p>
          Every patient is different. Your provider will talk with you about whether this service is right for you and answer your questions
          before any test or treatment.
        </p>
      </ContentSection>
      <BookingCta
        title={`Book a visit for ${service.title}`}
        detail={{ service: service.title }}
        text="Choose a time online or call our office. Same-day appointments are available for urgent needs."
      />
      <ContentSection title="Related services" tone="white">
        <ul className={styles.related}>
          {relatedServices(service).map((other) => (
            <li key={other.slug}>
              <Link to={other.link}>{other.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/services">All services</Link>
          </li>
        </ul>
      </ContentSection>
    </ContentPage>
  );
}
