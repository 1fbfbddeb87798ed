import { CarouselArrow, CarouselDots, CarouselStatus, pageCount, pageItems, useCarousel, useIsNarrow } from '../../carousel';
import { TestimonialCard } from '../../testimonials/testimonial-card';
import { useTestimonials } from '../../testimonials/use-testimonials';
import { TestimonialsLoading } from './testimonials-loading';
import styles from './testimonials-section.module.css';

/** website.md §9: 3 cards per page on desktop, 1 at 768 px or less; 50 px swipe. */
export const TESTIMONIALS_PER_PAGE = { wide: 3, narrow: 1 } as const;

/**
 * The fetched cards on the shared carousel (website.md §4, §8): wraps both ways, dots, 50 px swipe.
 * A failed or malformed answer shows the fallbacks, never an error (useTestimonials).
 */
export default function TestimonialsCarousel({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const state = useTestimonials(fetchImpl);
  const narrow = useIsNarrow();
  const cards = state.status === 'loaded' ? state.cards : [];
  const perPage = narrow ? TESTIMONIALS_PER_PAGE.narrow : TESTIMONIALS_PER_PAGE.wide;
  const carousel = useCarousel({ count: pageCount(cards.length, perPage), swipe: { threshold: 50 } });
  if (state.status === 'loading') return <TestimonialsLoading />;
  return (
    <>
      <div className={styles.stage}>
        <CarouselArrow carousel={carousel} direction="previous" label="testimonials" />
        <ul className={styles.track} aria-label="Patient testimonials" data-testid="testimonials-track" {...carousel.surfaceProps}>
          {pageItems(cards, carousel.index, perPage).map((card) => (
            <li key={card.id}>
              <TestimonialCard card={card} />
            </li>
          ))}
        </ul>
        <CarouselArrow carousel={carousel} direction="next" label="testimonials" />
      </div>
      <CarouselDots carousel={carousel} label="testimonials" />
      <CarouselStatus carousel={carousel} />
    </>
  );
}
