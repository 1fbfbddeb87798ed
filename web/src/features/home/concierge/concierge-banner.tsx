import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import { localClaims } from '../../../components/content/claims';
import { t } from '../../../i18n/catalog';
import frame from '../shared/section.module.css';
import styles from './concierge-banner.module.css';

/** Home section 8 (website.md §2): the VIP concierge membership banner. */
export function ConciergeBanner() {
  return (
    <section className={`${frame.section} ${frame.navy}`} aria-labelledby="concierge-title">
      <div className={`${frame.inner} ${styles.banner}`}>
        <p className={styles.kicker}>{t('home.conciergeKicker')}</p>
        <h2 id="concierge-title" className={styles.title}>
          {t('home.conciergeTitle')}
        </h2>
        <p className={styles.text}>{t('home.conciergeText', { members: localClaims().conciergeMembers })}</p>
        <div className={frame.actions}>
          <Link to="/concierge-medicine#membership-tiers" className={buttonClass('light')}>
            {t('home.conciergeExplore')}
          </Link>
          <BookButton variant="light">{t('home.conciergeElevate')}</BookButton>
        </div>
      </div>
    </section>
  );
}
