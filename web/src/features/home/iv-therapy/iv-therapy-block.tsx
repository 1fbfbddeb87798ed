import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import frame from '../shared/section.module.css';
import styles from './iv-therapy-block.module.css';
import { t } from '../../../i18n/catalog';

const nutrients = () => [t('home.ivAntioxidants'), t('home.ivVitamins'), t('home.ivMinerals'), t('home.ivElectrolytes')];

/**
 * Home section 10 (website.md §2). The concierge note is rendered twice, inside the block and below it,
 * and CSS shows exactly one per layout with display:none on the other, so it is never read twice.
 * The spec's modal that nothing opens is deliberately left out.
 */
export function IvTherapyBlock() {
  const note = t('home.ivConciergeNote');
  return (
    <section className={frame.section} aria-labelledby="iv-title">
      <div className={`${frame.inner} ${styles.block}`}>
        <ul className={styles.nutrients} aria-label={t('home.ivNutrients')}>
          {nutrients().map((name) => (
            <li key={name}>
              <h3>{name}</h3>
            </li>
          ))}
        </ul>
        <h2 id="iv-title" className={styles.headline}>
          {t('home.ivTitle')}
        </h2>
        <p className={styles.tagline}>{t('home.ivTagline')}</p>
        <div className={frame.actions}>
          <Link to="/iv-therapy" className={buttonClass('primary')}>
            {t('home.ivMenu')}
          </Link>
          <BookButton variant="secondary">{t('home.ivBook')}</BookButton>
        </div>
        <p className={`${styles.note} ${styles.noteInside}`} data-testid="iv-note-narrow">
          {note}
        </p>
      </div>
      <p className={`${styles.note} ${styles.noteBelow}`} data-testid="iv-note-wide">
        {note}
      </p>
    </section>
  );
}
