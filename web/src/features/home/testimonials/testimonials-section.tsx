import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import { SectionHeading } from '../shared/section-heading';
import frame from '../shared/section.module.css';
import { TestimonialsLoading } from './testimonials-loading';
import styles from './testimonials-section.module.css';

// The cards, the call and its zod validation load in their own chunk, off the home page's critical path.
const TestimonialsCarousel = lazy(() => import('./testimonials-carousel'));

/**
 * Home section 4 (website.md §2). The stage keeps a fixed minimum height while loading, so the
 * cards arriving shift nothing below them.
 */
export function TestimonialsSection({ fetchImpl }: { fetchImpl?: typeof fetch }) {
  return (
    <section id="testimonials" className={`${frame.section} ${frame.cream}`} aria-labelledby="testimonials-title">
      <div className={frame.inner}>
        <SectionHeading
          id="testimonials-title"
          title="WHAT OUR PATIENTS SAY ABOUT US"
          subtitle="Real Stories from Patients in Glendale, Burbank & La Canada"
        />
        <p className={styles.banner}>{CLAIMS.fiveStarReviews} Five-Star Reviews Across All Locations</p>
        <Suspense fallback={<TestimonialsLoading />}>
          <TestimonialsCarousel fetchImpl={fetchImpl} />
        </Suspense>
        <div className={frame.actions}>
          <Link to="/testimonials" className={buttonClass('primary')}>
            READ MORE PATIENT STORIES
          </Link>
        </div>
      </div>
    </section>
  );
}
