import { Link, useSearchParams } from 'react-router-dom';
import { CLAIMS } from '../../content/site';
import { BookingCta } from '../../components/content/booking-cta';
import { CardGrid } from '../../components/content/card-grid';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { pageTitle } from '../../lib/page-title';
import { NO_TESTIMONIALS_YET } from '../../components/testimonials/no-testimonials';
import { TestimonialCard } from '../../components/testimonials/testimonial-card';
import { useTestimonialPage } from './use-testimonial-page';
import styles from './testimonials.module.css';

/** `?page=N` (1 when absent or not a page number), so every page of stories has its own link. */
function pageOf(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** /testimonials: every published patient story in full, newest first, a page at a time (samples if the call fails). */
export default function TestimonialsPage() {
  const [params] = useSearchParams();
  const state = useTestimonialPage(pageOf(params));
  return (
    <ContentPage
      meta={{
        title: pageTitle('Patient Testimonials'),
        description: `Real stories from patients in Glendale, Burbank and La Canada. ${CLAIMS.fiveStarReviews} five-star reviews across all locations.`,
        path: '/testimonials',
      }}
    >
      <PageHero
        eyebrow="Patient stories"
        title="What Our Patients Say About Us"
        lead="Real Stories from Patients in Glendale, Burbank & La Canada"
      >
        <p>{CLAIMS.fiveStarReviews} Five-Star Reviews Across All Locations</p>
      </PageHero>
      <ContentSection title="Patient stories">
        {/* Reserved at least a screen high, loading or loaded, so what follows never moves into view (CLS). */}
        <div className={styles.stories}>
          {state.status === 'loading' ? (
            <p role="status">Loading testimonials...</p>
          ) : state.cards.length === 0 ? (
            <p role="status">{NO_TESTIMONIALS_YET}</p>
          ) : (
            <>
              <CardGrid items={state.cards} keyOf={(card) => card.id}>
                {(card) => <TestimonialCard card={card} />}
              </CardGrid>
              {state.pageCount > 1 && (
                <nav className={styles.pager} aria-label="Patient stories pages">
                  {state.page > 1 ? <Link to={`?page=${state.page - 1}`}>Newer stories</Link> : <span />}
                  <span>
                    Page {state.page} of {state.pageCount}
                  </span>
                  {state.page < state.pageCount ? <Link to={`?page=${state.page + 1}`}>Older stories</Link> : <span />}
                </nav>
              )}
            </>
          )}
        </div>
      </ContentSection>
      <BookingCta title="Become our next success story" text="New patients are welcome at all three clinics." />
    </ContentPage>
  );
}
