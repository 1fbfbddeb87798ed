import { t } from '../../i18n/catalog';
import { BookButton } from '../ui/book-button';
import { buttonClass } from '../ui/button-class';
import { PhoneLink } from '../ui/phone-link';
import type { OpenAppointmentDialogDetail } from '../../lib/open-appointment-dialog';
import actions from './action-styles.module.css';
import styles from './booking-cta.module.css';

interface BookingCtaProps {
  title: string;
  text: string;
  label?: string;
  detail?: OpenAppointmentDialogDetail;
  /** A page to go to instead of the booking dialog (concierge care is not booked online). */
  href?: string;
}

/** A closing call to action: a button that opens the booking dialog (or a link elsewhere), and the office phone. */
export function BookingCta({ title, text, label = t('header.bookAppointment'), detail = {}, href }: BookingCtaProps) {
  return (
    <aside className={styles.cta} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <div className={actions.row}>
        {href ? (
          <a className={buttonClass('primary')} href={href}>
            {label}
          </a>
        ) : (
          <BookButton detail={detail}>{label}</BookButton>
        )}
        <PhoneLink className={styles.phone} />
      </div>
    </aside>
  );
}
