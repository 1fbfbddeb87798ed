import { OFFICE_PHONE, type ManagedAppointment } from '@clinic/core';
import { buttonClass } from '../../components/ui/button-class';
import { LinkedText } from '../../components/ui/linked-text';
import { t } from '../../i18n/catalog';
import { appointmentWhen, SummaryList } from './appointment-summary';
import styles from './manage.module.css';
import { WaitlistChoice } from './waitlist-choice';

interface AppointmentListProps {
  appointments: readonly ManagedAppointment[];
  onCancel(appointment: ManagedAppointment): void;
  onReschedule(appointment: ManagedAppointment): void;
}

/**
 * One card per appointment, soonest first as the server sends them; a cancelled one says so (or, when it was moved
 * online, where to) and offers nothing.
 */
export function AppointmentList({ appointments, onCancel, onReschedule }: AppointmentListProps) {
  if (appointments.length === 0) {
    return (
      <p>
        <LinkedText text={t('manage.noAppointments', { phone: OFFICE_PHONE })} />
      </p>
    );
  }
  return (
    <ul className={styles.appointments}>
      {appointments.map((a) => {
        const title = `manage-appointment-${a.appointmentId}`;
        const cancelled = a.status === 'cancelled';
        return (
          <li key={a.appointmentId} className={styles.card}>
            <h3 id={title} className={styles.cardTitle}>
              {appointmentWhen(a)}
            </h3>
            {cancelled ? (
              <p className={styles.cancelled}>
                {a.movedTo ? t('manage.movedTo', { when: appointmentWhen(a.movedTo) }) : t('manage.cancelled')}
              </p>
            ) : null}
            <SummaryList appointment={a} rows={['provider', 'clinic', 'visit']} />
            {cancelled ? null : (
              <div className={styles.actions}>
                <button type="button" className={buttonClass('primary', 'small')} aria-describedby={title} onClick={() => onReschedule(a)}>
                  {t('manage.reschedule')}
                </button>
                <button type="button" className={buttonClass('secondary', 'small')} aria-describedby={title} onClick={() => onCancel(a)}>
                  {t('manage.cancel')}
                </button>
              </div>
            )}
            {cancelled ? null : <WaitlistChoice appointment={a} />}
          </li>
        );
      })}
    </ul>
  );
}
