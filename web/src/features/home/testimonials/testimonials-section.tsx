import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import { CarouselArrow, CarouselDots, CarouselStatus, pageCount, pageItems, useCarousel, useIsNarrow } from '../../carousel';
import { TestimonialCard } from '../../testimonials/testimonial-card';
import { useTestimonials } from '../../testimonials/use-testimonials';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import styles from './testimonials-section.module.css';

/** website.md §9: 3 cards per page on desktop, 1 at 768 px or less; 50 px swipe. */
export const TESTIMONIALS_PER_PAGE = { wide: 3, narrow: 1 } as const;

/**
 * Home section 4 (website.md §2, §4, §8). The stage keeps a fixed minimum height while loading,
 * so the cards arriving shift nothing below them. A failed call shows the fallbacks, never an error.
 */
export function TestimonialsSection({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const state = useTestimonials(fetchImpl);
  const narrow = useIsNarrow();
  const cards = state.status === 'loaded' ? state.cards : [];
  const perPage = narrow ? TESTIMONIALS_PER_PAGE.narrow : TESTIMONIALS_PER_PAGE.wide;
  const carousel = useCarousel({ count: pageCount(cards.length, perPage), swipe: { threshold: 50 } });
  return (
    <section id="testimonials" className={`${frame.section} ${frame.cream}`} aria-labelledby="testimonials-title">
      <div className={frame.inner}>
        <SectionHeading
          id="testimonials-title"
          title="WHAT OUR PATIENTS SAY ABOUT US"
          subtitle="Real Stories from Patients in Glendale, Burbank & La Canada"
        />
        <p className={styles.banner}>{CLAIMS.fiveStarReviews} Five-Star Reviews Across All Locations</p>
        <div className={styles.stage}>
          {state.status === 'loading' ? (
            <p className={styles.loading} role="status">
              Loading testimonials...
            </p>
          ) : (
            <>
              <CarouselArrow carousel={carousel} direction="previous" label="testimonials" />
              <ul className={styles.track} aria-label="Patient testimonials" data-testid="testimonials-track" {...carousel.surfaceProps}>
                {pageItems(cards, carousel.index, perPage).map((card) => (
                  <li key={card.id}>
                    <TestimonialCard card={card} />
                  </li>
                ))}
              </ul>
              <CarouselArrow carousel={carousel} direction="next" label="testimonials" />
            </>
          )}
        </div>
        {state.status === 'loaded' ? (
          <>
            <CarouselDots carousel={carousel} label="testimonials" />
            <CarouselStatus carousel={carousel} />
          </>
        ) : (
          <div className={styles.dotsPlaceholder} />
        )}
        <div className={frame.actions}>
          <Link to="/testimonials" className={buttonClass('primary')}>
            READ MORE PATIENT STORIES
          </Link>
        </div>
      </div>
    </section>
  );
}
