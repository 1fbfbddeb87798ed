import styles from './testimonials-section.module.css';

/** The loading text, in the same reserved box (stage and dots row) the cards later fill. */
export function TestimonialsLoading() {
  return (
    <>
      <div className={styles.stage}>
        <p className={styles.loading} role="status">
          Loading testimonials...
        </p>
      </div>
      <div className={styles.dotsPlaceholder} />
    </>
  );
}
