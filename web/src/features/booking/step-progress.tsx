import type { WizardStep } from '@clinic/core';
import styles from './step-progress.module.css';
import { t } from '../../i18n/catalog';

// Read when shown: the page's language is known by then.
const steps = () => [t('booking.stepTime'), t('booking.stepDetails'), t('booking.stepInsurance'), t('booking.stepConfirmed')];

/** Where the patient is in the four steps. */
export function StepProgress({ step }: { step: WizardStep }) {
  return (
    <ol className={styles.progress} aria-label={t('booking.steps')}>
      {steps().map((label, i) => (
        <li
          key={label}
          className={i + 1 === step ? styles.progressOn : i + 1 < step ? styles.progressDone : undefined}
          aria-current={i + 1 === step ? 'step' : undefined}
        >
          <span className={styles.progressNumber} aria-hidden="true">
            {i + 1}
          </span>
          <span className={styles.progressLabel}>{label}</span>
        </li>
      ))}
    </ol>
  );
}
