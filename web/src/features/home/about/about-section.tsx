import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PinIcon } from '../../../components/icons/icons';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import type { ClinicLocation } from '../../../content/types';
import { useIsNarrow } from '../../../components/carousel';
import { StatsBar } from '../../../components/content/stats-bar';
import { localClaims } from '../../../components/content/claims';
import { t } from '../../../i18n/catalog';
import frame from '../shared/section.module.css';
import { facilityPhotos } from './facility-photos';
import { FacilitySlider } from './facility-slider';
import styles from './about-section.module.css';

/**
 * Home section 2 (website.md §2). On narrow screens the practice details collapse behind a toggle;
 * the first render (and the prerender) shows the desktop layout with the details open.
 */
export function AboutSection({ glendale, scenes }: { glendale: ClinicLocation; scenes: readonly string[] }) {
  const narrow = useIsNarrow();
  const [expanded, setExpanded] = useState(false);
  const detailsShown = !narrow || expanded;
  return (
    <section className={frame.section} aria-labelledby="about-title">
      <div className={`${frame.inner} ${styles.layout}`}>
        <FacilitySlider photos={facilityPhotos(scenes)} />
        <div>
          <h2 id="about-title" className={styles.title}>
            {t('home.aboutTitle')}
          </h2>
          <p className={styles.lead}>{t('home.aboutLead', { since: String(CLAIMS.since), patients: localClaims().patients })}</p>
          {narrow ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls="about-details"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? t('home.aboutShowFewer') : t('home.aboutShowMore')}
            </button>
          ) : null}
          <div id="about-details" hidden={!detailsShown}>
            <p>{t('home.aboutDetails', { physicians: CLAIMS.boardCertifiedPhysicians, providers: CLAIMS.advancedPracticeProviders })}</p>
            <Link to={glendale.locationUrl} className={styles.addressCard}>
              <PinIcon size={24} />
              <span>
                <strong>{glendale.name}</strong>
                <span className={styles.addressLine}>
                  {glendale.address.street}, {glendale.address.city} {glendale.address.state} {glendale.address.zip}
                </span>
                <span className={styles.addressLine}>{t('footer.hoursWeekday')}</span>
              </span>
            </Link>
          </div>
          <div className={styles.actions}>
            <BookButton>{t('homeTop.bookAppointment')}</BookButton>
            <Link to="/locations" className={buttonClass('secondary')}>
              {t('home.seeLocations')}
            </Link>
          </div>
        </div>
      </div>
      <div className={frame.inner}>
        <StatsBar />
      </div>
    </section>
  );
}
