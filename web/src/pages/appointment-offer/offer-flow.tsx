import { OFFICE_PHONE, WAITLIST_MESSAGES, type ManagedAppointment } from '@clinic/core';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../components/ui/button-class';
import { LinkedText } from '../../components/ui/linked-text';
import { lazyModule } from '../../app/lazy-module';
import { t } from '../../i18n/catalog';
import { coreText } from '../../i18n/core-text';
import { acceptOffer, tokenFromLocation, viewOffer, type OfferView } from '../../lib/waitlist-api';
import styles from './offer.module.css';

type State =
  | { kind: 'loading' }
  | { kind: 'offer'; token: string; view: OfferView; moving: boolean }
  | { kind: 'moved'; appointment: ManagedAppointment; oldStillBooked: boolean }
  | { kind: 'refused'; message: string };

// The date formatting (date-fns' format, Intl's in Spanish and Armenian) loads beside the offer's answer, which the
// page waits for anyway: in the page's chunk it put the Armenian offer page over its first-load budget.
const clinicDates = lazyModule(
  () => import('../../i18n/clinic-dates'),
  (mod) => mod.appointmentWhen,
);

function Appointment({ title, appointment }: { title: string; appointment: ManagedAppointment }) {
  const appointmentWhen = clinicDates.loaded();
  return (
    <section className={styles.card} aria-label={title}>
      <h2>{title}</h2>
      <p className={styles.when}>{appointmentWhen?.(appointment.date, appointment.startTime)}</p>
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
    if (!token) return setState({ kind: 'refused', message: t('offer.noToken', { phone: OFFICE_PHONE }) });
    void Promise.all([viewOffer(token), clinicDates.load()]).then(
      ([answer]) =>
        setState(answer.ok ? { kind: 'offer', token, view: answer.value, moving: false } : { kind: 'refused', message: answer.message }),
      () => setState({ kind: 'refused', message: coreText(WAITLIST_MESSAGES.WAITLIST_UNAVAILABLE) }),
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

  if (state.kind === 'loading') return <p className={styles.status}>{t('offer.loading')}</p>;
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
          <LinkedText text={state.oldStillBooked ? t('offer.movedOldStillBooked', { phone: OFFICE_PHONE }) : t('offer.moved')} />
        </p>
        <Appointment title={t('offer.yourAppointment')} appointment={state.appointment} />
      </div>
    );
  const { token, view, moving } = state;
  return (
    <div className={styles.flow}>
      <div className={styles.pair}>
        <Appointment title={t('offer.yourAppointmentNow')} appointment={view.booked} />
        <Appointment title={t('offer.earlierTime')} appointment={view.offered} />
      </div>
      <button type="button" className={buttonClass('primary')} disabled={moving} onClick={() => void move(token, view)}>
        {moving ? t('offer.moving') : t('offer.move')}
      </button>
      <p className={styles.note}>{t('offer.note')}</p>
    </div>
  );
}
