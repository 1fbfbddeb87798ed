import { buttonClass } from '../../components/ui/button-class';
import styles from './step-actions.module.css';
import { t } from '../../i18n/catalog';

/** Back and the step's submit button; both are disabled while a request runs, so a double click books once and Back cannot race it. */
export function StepActions({
  onBack,
  submitting,
  label,
  busyLabel,
}: {
  onBack(): void;
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className={styles.actions}>
      <button type="button" className={buttonClass('secondary')} onClick={onBack} disabled={submitting}>
        {t('booking.back')}
      </button>
      <button type="submit" className={buttonClass('primary')} disabled={submitting} aria-busy={submitting}>
        {submitting ? busyLabel : label}
      </button>
    </div>
  );
}
