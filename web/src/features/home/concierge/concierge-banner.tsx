import { Link } from 'react-router-dom';
import { BookButton } from '../../../components/ui/book-button';
import { buttonClass } from '../../../components/ui/button-class';
import { CLAIMS } from '../../../content/site';
import frame from '../shared/section.module.css';
import styles from './concierge-banner.module.css';

/** Home section 8 (website.md §2): the VIP concierge membership banner. */
export function ConciergeBanner() {
  return (
    <section className={`${frame.section} ${frame.navy}`} aria-labelledby="concierge-title">
      <div className={`${frame.inner} ${styles.banner}`}>
        <p className={styles.kicker}>VIP CONCIERGE MEDICINE</p>
        <h2 id="concierge-title" className={styles.title}>
          Personal, unhurried care with direct access to your physician
        </h2>
        <p className={styles.text}>
          Join our {CLAIMS.conciergeMembers} concierge members: longer visits, same-day access and a physician who knows your story.
        </p>
        <div className={frame.actions}>
          <Link to="/concierge-medicine#membership-tiers" className={buttonClass('light')}>
            EXPLORE MEMBERSHIP OPTIONS
          </Link>
          <BookButton variant="light">ELEVATE MY HEALTH</BookButton>
        </div>
      </div>
    </section>
  );
}
