import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-class';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { ProviderSummary } from '../../../content/types';
import { pageCount, pageItems, useCarousel, useIsNarrow } from '../../../components/carousel';
import { CarouselStage } from '../shared/carousel-stage';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import { ProviderCard } from './provider-card';
import styles from './providers-section.module.css';
import { t } from '../../../i18n/catalog';

/** website.md §9: 6 per page on desktop; at 768 px or less 3 per page over the first 6 providers only. */
const PROVIDER_PAGING = { wide: 6, narrow: 3, narrowPool: 6 } as const;

/** Home section 6 (website.md §2, §4, §9): provider cards with a 400 ms fade and a 75 px swipe. */
export function ProvidersSection({ providers }: { providers: readonly ProviderSummary[] }) {
  const narrow = useIsNarrow();
  const pool = narrow ? providers.slice(0, PROVIDER_PAGING.narrowPool) : providers;
  const perPage = narrow ? PROVIDER_PAGING.narrow : PROVIDER_PAGING.wide;
  const carousel = useCarousel({ count: pageCount(pool.length, perPage), fadeMs: 400, swipe: { threshold: 75 } });
  const visible = pageItems(pool, carousel.index, perPage);
  return (
    <section id="providers" className={frame.section} aria-labelledby="providers-title">
      <div className={frame.inner}>
        <SectionHeading id="providers-title" title={t('home.providersTitle')} subtitle={t('home.providersSubtitle')} />
        <CarouselStage
          carousel={carousel}
          label={t('home.carouselProviders')}
          listLabel={t('home.carouselProvidersList')}
          testId="providers-track"
          gridClassName={styles.grid}
          fades
        >
          {visible.map((provider) => (
            <ProviderCard key={provider.slug} provider={provider} />
          ))}
        </CarouselStage>
        <div className={frame.actions}>
          <Link to="/provider" className={buttonClass('primary')}>
            {t('home.more')} <VisuallyHidden>{t('home.morePhysicians')}</VisuallyHidden>
          </Link>
        </div>
      </div>
    </section>
  );
}
