import { Link } from 'react-router-dom';
import { ClockIcon, PinIcon } from '../../components/icons/icons';
import { BookButton } from '../../components/ui/book-button';
import { PhoneLink } from '../../components/ui/phone-link';
import { locations } from '../../content/locations';
import { SITE_NAME } from '../../content/site';
import { t } from '../../i18n/catalog';
import { socialLinks } from '../../content/social';
import { footerColumns } from './footer-links';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

/** The site footer: social links, the three clinics, hours, two link columns, BOOK ONLINE and the phone (website.md §2). */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.brandName}>
            {SITE_NAME}
          </h2>
          <p>{t('footer.tagline')}</p>
          <BookButton variant="light">{t('header.bookOnline')}</BookButton>
          <PhoneLink className={styles.phone} />
          <ul className={styles.social} aria-label={t('footer.social')}>
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  aria-label={t('footer.socialLink', { site: SITE_NAME, network: s.name })}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className={styles.heading}>
            {t('footer.locations')}
          </h2>
          <ul className={styles.plain}>
            {locations.map((l) => (
              <li key={l.id} className={styles.address}>
                <PinIcon size={18} />
                <Link to={l.locationUrl}>
                  <strong>{l.name}</strong>
                  <br />
                  {l.address.street}, {l.address.city} {l.address.state} {l.address.zip}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.address}>
            <ClockIcon size={18} />
            <span>
              {t('footer.hoursWeekday')}
              <br />
              {t('footer.hoursWeekend')}
            </span>
          </p>
        </section>
        {footerColumns().map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className={styles.heading}>{column.heading}</h2>
            <ul className={styles.plain}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.legal}>{t('footer.legal', { site: SITE_NAME })}</p>
    </footer>
  );
}
