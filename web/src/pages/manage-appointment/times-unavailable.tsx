import { t } from '../../i18n/catalog';
import { MessageBox } from './message-box';
import { RescheduleActions } from './reschedule-actions';
import { StepHeading } from './step-heading';
import type { PortsState } from './use-browser-core';
import styles from './manage.module.css';

/** The time step while the browser's ports load, or when they could not: "Loading...", or the error and a retry. */
export function TimesUnavailable({ ports, onBack }: { ports: Exclude<PortsState, { status: 'ready' }>; onBack(): void }) {
  return (
    <section className={styles.step} aria-labelledby="manage-reschedule-title">
      <StepHeading id="manage-reschedule-title">{t('manage.newTimeTitle')}</StepHeading>
      {ports.status === 'loading' ? (
        <p className={styles.loading} role="status">
          {t('manage.loading')}
        </p>
      ) : (
        <MessageBox kind="error" text={ports.message} />
      )}
      <RescheduleActions onRetry={ports.status === 'failed' ? ports.retry : undefined} onBack={onBack} />
    </section>
  );
}
