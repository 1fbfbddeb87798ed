import { BookButton } from '../../components/ui/book-button';
import { PhoneLink } from '../../components/ui/phone-link';
import type { OpenAppointmentDialogDetail } from '../booking-events/open-appointment-dialog';
import actions from './action-styles.module.css';
import styles from './booking-cta.module.css';

interface BookingCtaProps {
  title: string;
  text: string;
  label?: string;
  detail?: OpenAppointmentDialogDetail;
}

/** A closing call to action: a button that opens the booking dialog, and the office phone. */
export function BookingCta({ title, text, label = 'Book an Appointment', detail = {} }: BookingCtaProps) {
  return (
    <aside className={styles.cta} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <div className={actions.row}>
        <BookButton detail={detail}>{label}</BookButton>
        <PhoneLink className={styles.phone} />
      </div>
    </aside>
  );
}
