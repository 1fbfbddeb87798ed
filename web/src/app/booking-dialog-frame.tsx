import { buttonClass } from '../components/ui/button-class';
import { PHONE_DISPLAY, PHONE_TEL } from '../content/site';
import { Modal } from '../features/booking/modal';
import { t } from '../i18n/catalog';
import { richMessage } from '../i18n/rich-message';
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
 * title as the dialog, with "Loading..."; if the download fails, a plain message with the office phone instead. Its
 * words are in the base catalog (`small.`): they show before the dialog's own namespace has arrived, or when it cannot.
 */
export function BookingDialogFrame({ onClose, onRetry }: BookingDialogFrameProps) {
  return (
    <Modal title={t('small.bookingFrameTitle')} onClose={onClose}>
      {onRetry ? (
        <div className={styles.failure} role="alert">
          <p>{richMessage('small.bookingFrameFailed', { phone: <a href={PHONE_TEL}>{PHONE_DISPLAY}</a> })}</p>
          <button type="button" className={buttonClass('primary')} onClick={onRetry}>
            {t('small.tryAgain')}
          </button>
        </div>
      ) : (
        <p className={panel.loading} role="status">
          {t('small.loading')}
        </p>
      )}
    </Modal>
  );
}
