import { t } from '../../../i18n/catalog';
import stage from '../shared/carousel-stage.module.css';
import styles from './testimonials-section.module.css';

/** The loading text, in the same reserved box (stage and dots row) the cards later fill. */
export function TestimonialsLoading() {
  return (
    <>
      <div className={`${stage.stage} ${styles.reserved}`}>
        <p className={styles.loading} role="status">
          {t('home.testimonialsLoading')}
        </p>
      </div>
      <div className={styles.dotsPlaceholder} />
    </>
  );
}
