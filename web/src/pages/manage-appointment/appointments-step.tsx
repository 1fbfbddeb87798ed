import { MANAGE_TEXTS, type CancelReasonCode, type ManagedAppointment, type ManageFailure, type OpenSlot } from '@clinic/core';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { LinkedText } from '../../components/ui/linked-text';
import type { WebCore } from '../../features/booking/hooks/web-core';
import { AppointmentList } from './appointment-list';
import { CancelView } from './cancel-view';
import type { ManageApi } from './manage-api';
import { MessageBox, type MessageKind } from './message-box';
import { ConfirmMoveView, RescheduleView } from './reschedule-view';
import { StepHeading } from './step-heading';
import { TimesUnavailable } from './times-unavailable';
import { useBrowserCore } from './use-browser-core';
import { appointmentWhen } from './appointment-summary';
import styles from './manage.module.css';

type View =
  | { kind: 'list' }
  | { kind: 'cancel'; appointment: ManagedAppointment }
  | { kind: 'reschedule'; appointment: ManagedAppointment; notice?: string; search: number }
  | { kind: 'confirmMove'; appointment: ManagedAppointment; slot: OpenSlot };

export interface AppointmentsStepProps {
  api: ManageApi;
  appointments: ManagedAppointment[];
  /** Tests pass a fixture-backed core; the site resolves the browser's composition root for the time step. */
  core?: WebCore;
  /** The session ended (expired, or refused): back to step 1 with this message. */
  onSessionEnded(message: string): void;
  onSignedOut(): void;
}

const replace = (list: ManagedAppointment[], id: string, next: ManagedAppointment[]) =>
  list.flatMap((a) => (a.appointmentId === id ? next : [a]));

/** Step 3: the patient's upcoming appointments, each with Cancel and Reschedule, each asked for and reported. */
export default function AppointmentsStep({ api, appointments, core, onSessionEnded, onSignedOut }: AppointmentsStepProps) {
  const [list, setList] = useState(appointments);
  const [view, setView] = useState<View>({ kind: 'list' });
  const [result, setResult] = useState<{ kind: MessageKind; text: string }>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const ports = useBrowserCore(core);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each view (the first too: this step appears after the code) announces itself: its message when it has one
    // (it took the focus already), else its heading.
    if (root.current?.querySelector('[data-message]')?.contains(document.activeElement)) return;
    root.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [view]);

  const show = (next: View, message?: { kind: MessageKind; text: string }) => {
    setError(undefined);
    setResult(message);
    setView(next);
  };

  // Where each failure code leaves the patient (docs/architecture.md, "Manage my appointment").
  async function failed(failure: ManageFailure, appointment: ManagedAppointment) {
    switch (failure.code) {
      case 'SESSION_EXPIRED':
        return onSessionEnded(failure.message);
      case 'SLOT_UNAVAILABLE':
      case 'NOT_SAME_VISIT':
        // Like the dialog's lost race: the message, and the times searched again without the one just taken.
        return show({ kind: 'reschedule', appointment, notice: failure.message, search: Date.now() });
      case 'APPOINTMENT_NOT_FOUND':
      case 'NOT_CANCELLABLE':
      // A second cancel, or another change of it under way: the fresh list shows where it stands now.
      case 'ALREADY_CANCELLED':
      case 'CHANGE_IN_PROGRESS': {
        show({ kind: 'list' }, { kind: 'error', text: failure.message });
        const fresh = await api.appointments();
        if (fresh.ok) setList(fresh.value.appointments);
        return;
      }
      default:
        return setError(failure.message);
    }
  }

  async function act(
    appointment: ManagedAppointment,
    work: () => ReturnType<ManageApi['cancel']>,
    done: (a: ManagedAppointment, stillBooked: boolean) => void,
  ) {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const answer = await work();
    setBusy(false);
    if (!answer.ok) return failed(answer, appointment);
    done(answer.value.appointment, answer.value.oldAppointmentStillBooked === true);
  }

  const cancel = (appointment: ManagedAppointment, reason: CancelReasonCode) =>
    act(
      appointment,
      () => api.cancel(appointment.appointmentId, reason),
      (cancelled) => {
        setList((l) => replace(l, appointment.appointmentId, [cancelled]));
        show(
          { kind: 'list' },
          {
            kind: 'success',
            text: `${MANAGE_TEXTS.cancelled} Cancelled visit: ${appointmentWhen(appointment)} with ${appointment.providerName}.`,
          },
        );
      },
    );

  const move = (appointment: ManagedAppointment, slot: OpenSlot) =>
    act(
      appointment,
      () => api.reschedule(appointment.appointmentId, slot.appointmentid),
      (moved, stillBooked) => {
        // The new time is booked either way; the old one is only gone when the server could cancel it.
        setList((l) => replace(l, appointment.appointmentId, stillBooked ? [appointment, moved] : [moved]));
        show(
          { kind: 'list' },
          stillBooked
            ? { kind: 'error', text: `${MANAGE_TEXTS.oldAppointmentStillBooked} Your new time: ${appointmentWhen(moved)}.` }
            : { kind: 'success', text: `${MANAGE_TEXTS.rescheduled} Your new time: ${appointmentWhen(moved)} with ${moved.providerName}.` },
        );
      },
    );

  async function signOut() {
    setBusy(true);
    await api.signOut();
    setBusy(false);
    onSignedOut();
  }

  return (
    <div ref={root}>
      {view.kind === 'list' ? (
        <section className={styles.step} aria-labelledby="manage-list-title">
          <StepHeading id="manage-list-title">Your upcoming appointments</StepHeading>
          <MessageBox kind={result?.kind ?? 'info'} text={result?.text} />
          <AppointmentList
            appointments={list}
            onCancel={(a) => show({ kind: 'cancel', appointment: a })}
            onReschedule={(a) => show({ kind: 'reschedule', appointment: a, search: 0 })}
          />
          <p>
            <LinkedText text={MANAGE_TEXTS.patientsPerSession} />
          </p>
          <div className={styles.actions}>
            <button type="button" className={buttonClass('secondary')} disabled={busy} onClick={() => void signOut()}>
              Sign out
            </button>
          </div>
        </section>
      ) : null}
      {view.kind === 'cancel' ? (
        <CancelView
          appointment={view.appointment}
          busy={busy}
          error={error}
          onConfirm={(reason) => void cancel(view.appointment, reason)}
          onBack={() => show({ kind: 'list' })}
        />
      ) : null}
      {view.kind === 'reschedule' ? (
        ports.status === 'ready' ? (
          <RescheduleView
            appointment={view.appointment}
            core={ports.core}
            notice={view.notice}
            search={view.search}
            onChoose={(slot) => show({ kind: 'confirmMove', appointment: view.appointment, slot })}
            onBack={() => show({ kind: 'list' })}
          />
        ) : (
          <TimesUnavailable ports={ports} onBack={() => show({ kind: 'list' })} />
        )
      ) : null}
      {view.kind === 'confirmMove' ? (
        <ConfirmMoveView
          appointment={view.appointment}
          slot={view.slot}
          busy={busy}
          error={error}
          onConfirm={() => void move(view.appointment, view.slot)}
          onBack={() => show({ kind: 'reschedule', appointment: view.appointment, search: Date.now() })}
        />
      ) : null}
    </div>
  );
}
