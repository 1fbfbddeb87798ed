import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PinIcon } from '../../../components/icons/icons';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import type { ClinicLocation } from '../../../content/types';
import { useIsNarrow } from '../../../components/carousel';
import { StatsBar } from '../../../components/content/stats-bar';
import frame from '../shared/section.module.css';
import { facilityPhotos } from './facility-photos';
import { FacilitySlider } from './facility-slider';
import styles from './about-section.module.css';

/**
 * Home section 2 (website.md §2). On narrow screens the practice details collapse behind a toggle;
 * the first render (and the prerender) shows the desktop layout with the details open.
 */
export function AboutSection({ glendale }: { glendale: ClinicLocation }) {
  const narrow = useIsNarrow();
  const [expanded, setExpanded] = useState(false);
  const detailsShown = !narrow || expanded;
  return (
    <section className={frame.section} aria-labelledby="about-title">
      <div className={`${frame.inner} ${styles.layout}`}>
        <FacilitySlider photos={facilityPhotos} />
        <div>
          <h2 id="about-title" className={styles.title}>
            PERSONAL PRIMARY CARE, CLOSE TO HOME
          </h2>
          <p className={styles.lead}>
            Since {CLAIMS.since} our physicians and providers have cared for {CLAIMS.patients} patients across Glendale, Burbank and La
            Canada.
          </p>
          {narrow ? (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls="about-details"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? 'Show fewer details' : 'Show more details'}
            </button>
          ) : null}
          <div id="about-details" hidden={!detailsShown}>
            <p>
              Our team of {CLAIMS.boardCertifiedPhysicians} board-certified internal medicine physicians and{' '}
              {CLAIMS.advancedPracticeProviders} advanced practice providers offers physicals, chronic care, same-day sick visits, on-site
              laboratory and imaging, and concierge memberships for those who want more time with their physician.
            </p>
            <Link to={glendale.locationUrl} className={styles.addressCard}>
              <PinIcon size={24} />
              <span>
                <strong>{glendale.name}</strong>
                <span className={styles.addressLine}>
                  {glendale.address.street}, {glendale.address.city} {glendale.address.state} {glendale.address.zip}
                </span>
                <span className={styles.addressLine}>{glendale.hours.weekday}</span>
              </span>
            </Link>
          </div>
          <div className={styles.actions}>
            <BookButton>BOOK AN APPOINTMENT</BookButton>
            <Link to="/locations" className={buttonClass('secondary')}>
              SEE OUR LOCATIONS
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
