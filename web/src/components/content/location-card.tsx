import { Link } from 'react-router-dom';
import { PHONE_TEL } from '../../content/site';
import { t } from '../../i18n/catalog';
import type { ClinicLocation } from '../../content/types';
import { BookButton } from '../ui/book-button';
import { VisuallyHidden } from '../ui/visually-hidden';
import actions from './action-styles.module.css';
import styles from './cards.module.css';
import { AddressLink } from './address-link';
import { MapFrame } from './map-frame';

/** A clinic card (website.md §2 locations): map, address link, tel link, hours, BOOK ONLINE and a click-through. */
export function LocationCard({ location, showPageLink = true }: { location: ClinicLocation; showPageLink?: boolean }) {
  return (
    <article className={styles.card}>
      <MapFrame location={location} />
      <h3 className={styles.cardTitle}>{location.name}</h3>
      <address className={styles.address}>
        <AddressLink location={location} />
        <br />
        <a href={PHONE_TEL}>{location.phone}</a>
      </address>
      <p className={styles.muted}>
        {t('footer.hoursWeekday')}
        <br />
        {t('footer.hoursWeekend')}
      </p>
      <div className={actions.row}>
        <BookButton detail={{ departmentId: location.schedulerDepartmentId }}>
          {t('card.location.bookOnline')} <VisuallyHidden>{t('card.location.atClinic', { clinic: location.name })}</VisuallyHidden>
        </BookButton>
        {showPageLink ? (
          <Link className={styles.more} to={location.locationUrl}>
            {t('card.location.aboutClinic', { clinic: location.name })}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
