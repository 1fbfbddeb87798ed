import stage from '../shared/carousel-stage.module.css';
import styles from './testimonials-section.module.css';

/** What the home page says when no testimonial is published yet (decision 18): no invented reviews. */
export const NO_TESTIMONIALS_YET = 'Patient stories will appear here soon.';

/** A line in the same reserved box (stage and dots row) the cards fill, so nothing below shifts. */
function ReservedLine({ text }: { text: string }) {
  return (
    <>
      <div className={`${stage.stage} ${styles.reserved}`}>
        <p className={styles.loading} role="status">
          {text}
        </p>
      </div>
      <div className={styles.dotsPlaceholder} />
    </>
  );
}

export function TestimonialsLoading() {
  return <ReservedLine text="Loading testimonials..." />;
}

export function TestimonialsEmpty() {
  return <ReservedLine text={NO_TESTIMONIALS_YET} />;
}
