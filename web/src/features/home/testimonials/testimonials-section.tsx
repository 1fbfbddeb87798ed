import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-class';
import { localClaims } from '../../../components/content/claims';
import { TESTIMONIAL_CARD_NAMESPACES } from '../../../components/testimonials/testimonial-card-namespaces';
import { loadNamespaces, t } from '../../../i18n/catalog';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import { TestimonialsLoading } from './testimonials-loading';
import styles from './testimonials-section.module.css';

// The cards, the call and its zod validation load in their own chunk, off the home page's critical path; the cards'
// words (the testimonials page's namespace) download beside it, not after it.
const TestimonialsCarousel = lazy(() =>
  Promise.all([import('./testimonials-carousel'), loadNamespaces(TESTIMONIAL_CARD_NAMESPACES)]).then(([carousel]) => carousel),
);
// A screen or so ahead of the visitor's scrolling: the call and the core's chunk run before the section shows, but
// not on a page view that never scrolls this far (decision 73).
const LOAD_AHEAD = '100%';

/**
 * Home section 4 (website.md §2). The stage keeps a fixed minimum height while loading, so the
 * cards arriving shift nothing below them. They load as the visitor scrolls towards them.
 */
export function TestimonialsSection({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  const { near, ref } = useNearViewport<HTMLElement>(LOAD_AHEAD);
  return (
    <section ref={ref} id="testimonials" className={`${frame.section} ${frame.cream}`} aria-labelledby="testimonials-title">
      <div className={frame.inner}>
        <SectionHeading id="testimonials-title" title={t('home.testimonialsTitle')} subtitle={t('home.testimonialsSubtitle')} />
        <p className={styles.banner}>{t('home.reviewsBanner', { reviews: localClaims().fiveStarReviews })}</p>
        {near ? (
          <Suspense fallback={<TestimonialsLoading />}>
            <TestimonialsCarousel fetchImpl={fetchImpl} />
          </Suspense>
        ) : (
          <TestimonialsLoading />
        )}
        <div className={frame.actions}>
          <Link to="/testimonials" className={buttonClass('primary')}>
            {t('home.moreStories')}
          </Link>
        </div>
      </div>
    </section>
  );
}
