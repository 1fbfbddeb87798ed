import { useMemo } from 'react';
import type { Service } from '../../../content/types';
import { pageCount, pageItems, useCarousel } from '../../../components/carousel';
import { CarouselStage } from '../shared/carousel-stage';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import { ServiceCard } from '../../../components/content/service-card';
import { byTitle } from './by-title';
import styles from './services-section.module.css';
import { t } from '../../../i18n/catalog';

const SERVICES_PER_PAGE = 6;

/**
 * Home section 5 (website.md §2, §4, §9): cards sorted by title, 6 per page, a 400 ms fade before each
 * page change, wrapping arrows (hidden on narrow screens), dots, and a 50 px swipe that counts only
 * when the finger moved more sideways than up or down, so vertical scrolling still works.
 */
export function ServicesSection({ services }: { services: readonly Service[] }) {
  const sorted = useMemo(() => [...services].sort(byTitle), [services]);
  const carousel = useCarousel({
    count: pageCount(sorted.length, SERVICES_PER_PAGE),
    fadeMs: 400,
    swipe: { threshold: 50, horizontalMustBeatVertical: true },
  });
  const visible = pageItems(sorted, carousel.index, SERVICES_PER_PAGE);
  return (
    <section id="services" className={`${frame.section} ${frame.cream}`} aria-labelledby="services-title">
      <div className={frame.inner}>
        <SectionHeading id="services-title" title={t('home.servicesTitle')} subtitle={t('home.servicesSubtitle')} />
        <CarouselStage
          carousel={carousel}
          label={t('home.carouselServices')}
          listLabel={t('home.carouselServicesList')}
          testId="services-track"
          gridClassName={styles.grid}
          hideArrowsOnNarrow
          fades
        >
          {visible.map((service) => (
            <ServiceCard key={service.slug} service={service} variant="carousel" />
          ))}
        </CarouselStage>
      </div>
    </section>
  );
}
