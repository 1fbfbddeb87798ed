import { Link } from 'react-router-dom';
import { BookButton } from '../../components/ui/book-button';
import { buttonClass } from '../../components/ui/button-class';
import { CLAIMS } from '../../content/site';
import { HeroArt } from './hero-art';
import styles from './hero.module.css';
import { t } from '../../i18n/catalog';

/** Home section 1 (website.md §2): the heading and the two calls to action. */
export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{t('homeTop.heroEyebrow')}</p>
        <h1 id="hero-heading" className={styles.heading}>
          {t('homeTop.heroHeading')}
        </h1>
        <p className={styles.lede}>
          {t('homeTop.heroLede', {
            physicians: CLAIMS.boardCertifiedPhysicians,
            providers: CLAIMS.advancedPracticeProviders,
            since: String(CLAIMS.since),
          })}
        </p>
        <div className={styles.actions}>
          <Link to="/provider" className={buttonClass('secondary')}>
            {t('homeTop.meetDoctors')}
          </Link>
          <BookButton>{t('homeTop.bookAppointment')}</BookButton>
        </div>
      </div>
      <HeroArt className={styles.art} />
    </section>
  );
}
