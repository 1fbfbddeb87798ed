import type { WizardStep } from '@clinic/core';
import styles from './step-progress.module.css';

const STEPS = ['Choose a time', 'Your details', 'Insurance', 'Confirmed'] as const;

/** Where the patient is in the four steps. */
export function StepProgress({ step }: { step: WizardStep }) {
  return (
    <ol className={styles.progress} aria-label="Booking steps">
      {STEPS.map((label, i) => (
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
