import { MANAGE_TEXTS, type ManagedAppointment } from '@clinic/core';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { LinkedText } from '../../components/ui/linked-text';
import { t } from '../../i18n/catalog';
import type { WebCore } from '../../features/booking/hooks/web-core';
import { AppointmentList } from './appointment-list';
import { CancelView } from './cancel-view';
import type { ManageApi } from './manage-api';
import { MessageBox } from './message-box';
import { ConfirmMoveView, RescheduleView } from './reschedule-view';
import { StepHeading } from './step-heading';
import { TimesUnavailable } from './times-unavailable';
import { useAppointmentsFlow } from './use-appointments-flow';
import { useBrowserCore } from './use-browser-core';
import styles from './manage.module.css';
import { coreText } from '../../i18n/core-text';

export interface AppointmentsStepProps {
  api: ManageApi;
  appointments: ManagedAppointment[];
  /** Tests pass a fixture-backed core; the site resolves the browser's composition root for the time step. */
  core?: WebCore;
  /** The session ended (expired, or refused): back to step 1 with this message. */
  onSessionEnded(message: string): void;
  onSignedOut(): void;
}

/**
 * Step 3: the patient's upcoming appointments, each with Cancel and Reschedule, each asked for and reported. A view
 * over the core's appointmentsReducer (where each failure code leaves the patient is its table).
 */
export default function AppointmentsStep({ core, ...inputs }: AppointmentsStepProps) {
  const [{ appointments, view, report, error, busy }, dispatch] = useAppointmentsFlow(inputs);
  const ports = useBrowserCore(core);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each view (the first too: this step appears after the code) announces itself: its message when it has one
    // (it took the focus already), else its heading.
    if (root.current?.querySelector('[data-message]')?.contains(document.activeElement)) return;
    root.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [view]);

  const backToList = () => dispatch({ type: 'backToList' });

  return (
    <div ref={root}>
      {view.kind === 'list' ? (
        <section className={styles.step} aria-labelledby="manage-list-title">
          <StepHeading id="manage-list-title">{t('manage.listTitle')}</StepHeading>
          <MessageBox kind={report?.kind ?? 'info'} text={report?.text} />
          <AppointmentList
            appointments={appointments}
            onCancel={(appointment) => dispatch({ type: 'cancelChosen', appointment })}
            onReschedule={(appointment) => dispatch({ type: 'rescheduleChosen', appointment })}
          />
          <p>
            <LinkedText text={coreText(MANAGE_TEXTS.patientsPerSession)} />
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => dispatch({ type: 'signOutPressed' })}>
              {t('manage.signOut')}
            </button>
          </div>
        </section>
      ) : null}
      {view.kind === 'cancel' ? (
        <CancelView
          appointment={view.appointment}
          busy={busy}
          error={error}
          onConfirm={(reason) => dispatch({ type: 'cancelConfirmed', reason })}
          onBack={backToList}
        />
      ) : null}
      {view.kind === 'reschedule' ? (
        ports.status === 'ready' ? (
          <RescheduleView
            appointment={view.appointment}
            core={ports.core}
            notice={view.notice}
            search={view.search}
            onChoose={(slot) => dispatch({ type: 'slotChosen', slot })}
            onBack={backToList}
          />
        ) : (
          <TimesUnavailable ports={ports} onBack={backToList} />
        )
      ) : null}
      {view.kind === 'confirmMove' ? (
        <ConfirmMoveView
          appointment={view.appointment}
          slot={view.slot}
          busy={busy}
          error={error}
          onConfirm={() => dispatch({ type: 'moveConfirmed' })}
          onBack={() => dispatch({ type: 'otherTimeWanted' })}
        />
      ) : null}
    </div>
  );
}
