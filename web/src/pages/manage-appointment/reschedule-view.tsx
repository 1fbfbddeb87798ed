import { type ManagedAppointment, type OpenSlot, type SlotSearchOutcome } from '@clinic/core';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { CoreProvider } from '../../features/booking/hooks/core-provider';
import type { WebCore } from '../../features/booking/hooks/web-core';
import { TimeStep } from '../../features/booking/time-step';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { appointmentWhen, SummaryList } from './appointment-summary';
import { MessageBox } from './message-box';
import { RescheduleActions } from './reschedule-actions';
import { appointmentProvider, searchRescheduleSlots } from './reschedule-search';
import { StepHeading } from './step-heading';
import styles from './manage.module.css';

interface RescheduleViewProps {
  appointment: ManagedAppointment;
  core: WebCore;
  /** Why the patient is choosing again (the time just taken). */
  notice: string | undefined;
  /** A new value searches again (after a lost race, so the taken time is gone). */
  search: number;
  onChoose(slot: OpenSlot): void;
  onBack(): void;
}

/** Moving an appointment: the dialog's time step, with the times of the same provider and type of visit. */
export function RescheduleView({ appointment, core, notice, search, onChoose, onBack }: RescheduleViewProps) {
  const [outcome, setOutcome] = useState<SlotSearchOutcome>();
  const [retries, setRetries] = useState(0);
  useEffect(() => {
    let live = true;
    setOutcome(undefined);
    void searchRescheduleSlots(core, appointment).then((found) => live && setOutcome(found));
    return () => {
      live = false;
    };
  }, [core, appointment, search, retries]);
  const failed = outcome && !outcome.ok && outcome.code !== 'EMPTY' ? outcome.message : undefined;
  return (
    <section className={styles.step} aria-labelledby="manage-reschedule-title">
      <StepHeading id="manage-reschedule-title">{t('manage.newTimeTitle')}</StepHeading>
      <CurrentAppointment appointment={appointment} />
      <MessageBox kind="error" text={notice} />
      <div aria-live="polite" aria-busy={!outcome}>
        {outcome ? null : <p className={styles.loading}>{t('manage.searching')}</p>}
        <MessageBox kind="error" text={failed} />
        {outcome && !failed ? (
          <CoreProvider core={core}>
            <TimeStep
              provider={appointmentProvider(appointment)}
              days={outcome.ok ? outcome.value.days : []}
              notice={undefined}
              onChoose={onChoose}
            />
          </CoreProvider>
        ) : null}
      </div>
      <RescheduleActions onRetry={failed ? () => setRetries((n) => n + 1) : undefined} onBack={onBack} />
    </section>
  );
}

/** "Your current appointment is on **Tuesday, Dec 2 - 9:30 AM Pacific Time** with …", the time in bold in any language. */
function CurrentAppointment({ appointment }: { appointment: ManagedAppointment }) {
  const when = <strong>{appointmentWhen(appointment)}</strong>;
  return <p>{richMessage('manage.currentAppointment', { when }, { provider: appointment.providerName })}</p>;
}

interface ConfirmMoveProps {
  appointment: ManagedAppointment;
  slot: OpenSlot;
  busy: boolean;
  error: string | undefined;
  onConfirm(): void;
  onBack(): void;
}

/** The move, said plainly before it is made: from the booked time to the chosen one. */
export function ConfirmMoveView({ appointment, slot, busy, error, onConfirm, onBack }: ConfirmMoveProps) {
  return (
    <section className={styles.step} aria-labelledby="manage-move-title">
      <StepHeading id="manage-move-title">{t('manage.moveTitle')}</StepHeading>
      <MessageBox kind="error" text={error} />
      <SummaryList
        appointment={appointment}
        before={[
          [t('manage.rowFrom'), appointmentWhen(appointment)],
          [t('manage.rowTo'), appointmentWhen({ date: slot.date, startTime: slot.starttime })],
        ]}
        rows={['provider', 'clinic']}
      />
      <p>{t('manage.moveOrder')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass('primary')} disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? t('manage.moving') : t('manage.moveConfirm')}
        </button>
        <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={onBack}>
          {t('manage.otherTime')}
        </button>
      </div>
    </section>
  );
}
