import { buttonClass } from '../components/ui/button-class';
import { PHONE_DISPLAY, PHONE_TEL } from '../content/site';
import { Modal } from '../features/booking/modal';
// The dialog's own loading box: the frame and the dialog that replaces it look the same.
import panel from '../features/booking/status-panel.module.css';
import styles from './lazy-chunk.module.css';

interface BookingDialogFrameProps {
  onClose(): void;
  /** Set when the dialog's code could not be downloaded: the frame says so and offers this and the phone. */
  onRetry?: () => void;
}

/**
 * The booking dialog's frame while its chunk downloads, shown on the tap itself (issue #16): the same modal and
 * title as the dialog, with "Loading..."; if the download fails, a plain message with the office phone instead.
 */
export function BookingDialogFrame({ onClose, onRetry }: BookingDialogFrameProps) {
  return (
    <Modal title="Book Appointment" onClose={onClose}>
      {onRetry ? (
        <div className={styles.failure} role="alert">
          <p>
            The booking form could not load. Please check your internet connection and try again, or call us at{' '}
            <a href={PHONE_TEL}>{PHONE_DISPLAY}</a> to book your appointment.
          </p>
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : (
        <p className={panel.loading} role="status">
          Loading...
        </p>
      )}
    </Modal>
  );
}
