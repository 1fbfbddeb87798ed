import { CANCEL_REASONS, MANAGE_TEXTS, type CancelReasonCode, type ManagedAppointment } from '@clinic/core';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { t } from '../../i18n/catalog';
import { AppointmentSummary } from './appointment-summary';
import { MessageBox } from './message-box';
import { StepHeading } from './step-heading';
import styles from './manage.module.css';
import { coreText } from '../../i18n/core-text';

interface CancelViewProps {
  appointment: ManagedAppointment;
  busy: boolean;
  error: string | undefined;
  onConfirm(reason: CancelReasonCode): void;
  onBack(): void;
}

/** Cancelling asks why (CANCEL_REASONS) and for a clear yes before anything is sent. */
export function CancelView({ appointment, busy, error, onConfirm, onBack }: CancelViewProps) {
  const [reason, setReason] = useState<CancelReasonCode>();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setMissing(true);
      document.getElementById(`manage-reason-${CANCEL_REASONS[0].code}`)?.focus();
      return;
    }
    onConfirm(reason);
  };
  return (
    <form className={styles.step} noValidate aria-labelledby="manage-cancel-title" onSubmit={submit}>
      <StepHeading id="manage-cancel-title">{t('manage.cancelTitle')}</StepHeading>
      <MessageBox kind="error" text={error} />
      <AppointmentSummary appointment={appointment} />
      <fieldset className={styles.reasons} aria-describedby={missing ? 'manage-reason-error' : undefined}>
        <legend>{t('manage.cancelWhy')}</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r.code} className={styles.choice}>
            <input
              id={`manage-reason-${r.code}`}
              type="radio"
              name="cancel-reason"
              value={r.code}
              checked={reason === r.code}
              onChange={() => {
                setReason(r.code);
                setMissing(false);
              }}
            />
            {coreText(r.label)}
          </label>
        ))}
        {missing ? (
          <p id="manage-reason-error" className={styles.fieldError}>
            {coreText(MANAGE_TEXTS.reason)}
          </p>
        ) : null}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass('primary')} disabled={busy} aria-busy={busy}>
          {busy ? t('manage.cancelling') : t('manage.cancelConfirm')}
        </button>
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={onBack}>
          {t('manage.keep')}
        </button>
      </div>
    </form>
  );
}
