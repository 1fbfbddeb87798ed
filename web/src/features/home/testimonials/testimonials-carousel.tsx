import { pageCount, pageItems, useCarousel, useIsNarrow } from '../../../components/carousel';
import { CarouselStage } from '../shared/carousel-stage';
import { TestimonialCard } from '../../../components/testimonials/testimonial-card';
import { useTestimonials } from '../../../components/testimonials/use-testimonials';
import { t } from '../../../i18n/catalog';
import stage from '../shared/carousel-stage.module.css';
import { TestimonialsLoading } from './testimonials-loading';
import styles from './testimonials-section.module.css';

/** website.md §9: 3 cards per page on desktop, 1 at 768 px or less; 50 px swipe. */
export const TESTIMONIALS_PER_PAGE = { wide: 3, narrow: 1 } as const;

/**
 * The fetched cards on the shared carousel (website.md §4, §8): wraps both ways, dots, 50 px swipe.
 * A failed or malformed answer shows the fallbacks, never an error (useTestimonials); none published yet shows a line.
 */
export default function TestimonialsCarousel({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const state = useTestimonials(fetchImpl);
  const narrow = useIsNarrow();
  const cards = state.status === 'loaded' ? state.cards : [];
  const perPage = narrow ? TESTIMONIALS_PER_PAGE.narrow : TESTIMONIALS_PER_PAGE.wide;
  const carousel = useCarousel({ count: pageCount(cards.length, perPage), swipe: { threshold: 50 } });
  if (state.status === 'loading') return <TestimonialsLoading />;
  if (cards.length === 0) return <TestimonialsEmpty />;
  return (
    <CarouselStage
      carousel={carousel}
      label={t('home.carouselTestimonials')}
      listLabel={t('home.carouselTestimonialsList')}
      testId="testimonials-track"
      gridClassName={styles.track}
    >
      {pageItems(cards, carousel.index, perPage).map((card) => (
        <li key={card.id}>
          <TestimonialCard card={card} />
        </li>
      ))}
    </CarouselStage>
  );
}

/** None published yet, no invented reviews (decision 18): one line in the box the cards would fill, the testimonials page's. */
function TestimonialsEmpty() {
  return (
    <>
      <div className={`${stage.stage} ${styles.reserved}`}>
        <p className={styles.loading} role="status">
          {t('page.testimonials.empty')}
        </p>
      </div>
      <div className={styles.dotsPlaceholder} />
    </>
  );
}
