import type { ReactNode } from 'react';
import styles from './manage.module.css';

/** A step's heading: the page moves the focus here when the step appears (data-step-heading). */
export function StepHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.stepTitle} tabIndex={-1} data-step-heading>
      {children}
    </h2>
  );
}
