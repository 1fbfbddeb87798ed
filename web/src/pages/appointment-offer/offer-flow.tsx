import { formatAppointmentWhenInClinicZone, OFFICE_PHONE, type ManagedAppointment } from '@clinic/core';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { LinkedText } from '../../components/ui/linked-text';
import { acceptOffer, tokenFromLocation, viewOffer, type OfferView } from '../../lib/waitlist-api';
import styles from './offer.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'offer'; token: string; view: OfferView; moving: boolean }
  | { kind: 'moved'; appointment: ManagedAppointment; oldStillBooked: boolean }
  | { kind: 'refused'; message: string };

const NO_TOKEN = `This link is incomplete. Your appointment has not changed. Questions? Call us at ${OFFICE_PHONE}.`;

function Appointment({ title, appointment }: { title: string; appointment: ManagedAppointment }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.when}>{formatAppointmentWhenInClinicZone(appointment.date, appointment.startTime)}</p>
      <p>{appointment.providerName}</p>
      <p>{appointment.departmentName}</p>
    </section>
  );
}

/**
 * The offer link's page (issue #33): both appointments and one button. The server books the new time first and
 * cancels the old one after; whatever happens (taken, expired, used) is said in a sentence, never an error page.
 */
export function OfferFlow() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const token = tokenFromLocation(window.location.search);
    if (!token) return setState({ kind: 'refused', message: NO_TOKEN });
    void viewOffer(token).then((answer) =>
      setState(answer.ok ? { kind: 'offer', token, view: answer.value, moving: false } : { kind: 'refused', message: answer.message }),
    );
  }, []);

  async function move(token: string, view: OfferView) {
    setState({ kind: 'offer', token, view, moving: true });
    const answer = await acceptOffer(token);
    setState(
      answer.ok
        ? { kind: 'moved', appointment: answer.value.appointment, oldStillBooked: answer.value.oldAppointmentStillBooked === true }
        : { kind: 'refused', message: answer.message },
    );
  }

  if (state.kind === 'loading') return <p className={styles.status}>Loading your offer…</p>;
  if (state.kind === 'refused')
    return (
      <p className={styles.message} role="status">
        <LinkedText text={state.message} />
      </p>
    );
  if (state.kind === 'moved')
    return (
      <div className={styles.flow}>
        <p className={styles.message} role="status">
          <LinkedText
            text={
              state.oldStillBooked
                ? `Your appointment has moved. We could not cancel the later one: please call us at ${OFFICE_PHONE}.`
                : 'Your appointment has moved. Your later appointment is cancelled, and a confirmation is on its way by e-mail.'
            }
          />
        </p>
        <Appointment title="Your appointment" appointment={state.appointment} />
      </div>
    );
  const { token, view, moving } = state;
  return (
    <div className={styles.flow}>
      <div className={styles.pair}>
        <Appointment title="Your appointment now" appointment={view.booked} />
        <Appointment title="The earlier time" appointment={view.offered} />
      </div>
      <button type="button" className={buttonClass('primary')} disabled={moving} onClick={() => void move(token, view)}>
        {moving ? 'Moving…' : 'Move my appointment'}
      </button>
      <p className={styles.note}>
        Other patients may have this offer too: the first to tap gets it. If you do nothing, you keep your appointment.
      </p>
    </div>
  );
}
