import { buttonClass } from '../../components/ui/button-class';
import { t } from '../../i18n/catalog';
import styles from './manage.module.css';

/** The time step's way out: "Try again" when something failed (`onRetry` given), and always "Keep my current time". */
export function RescheduleActions({ onRetry, onBack }: { onRetry?: () => void; onBack(): void }) {
  return (
    <div className={styles.actions}>
      {onRetry ? (
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {t('manage.tryAgain')}
        </button>
      ) : null}
      <button type="button" className={buttonClass('secondary')} onClick={onBack}>
        {t('manage.keepTime')}
      </button>
    </div>
  );
}
