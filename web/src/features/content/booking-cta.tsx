import { openAppointmentDialog, type OpenAppointmentDialogDetail } from '../booking-events/open-appointment-dialog';
import { PHONE_DISPLAY, PHONE_TEL } from '../../content/site';
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
        <button type="button" className={actions.primary} onClick={() => openAppointmentDialog(detail)}>
          {label}
        </button>
        <a className={styles.phone} href={PHONE_TEL}>
          Call {PHONE_DISPLAY}
        </a>
      </div>
    </aside>
  );
}
