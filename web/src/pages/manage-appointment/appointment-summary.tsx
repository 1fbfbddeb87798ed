import { formatAppointmentWhen, type ManagedAppointment } from '@clinic/core';
import styles from './manage.module.css';

/** "Tuesday, Dec 2 - 9:30 AM Pacific Time": the clinic's own time, whatever the visitor's zone. */
export function appointmentWhen(appointment: Pick<ManagedAppointment, 'date' | 'startTime'>): string {
  return `${formatAppointmentWhen(appointment.date, appointment.startTime)} Pacific Time`;
}

/** When, with whom, where and what kind of visit; nothing else athena knows. */
export function AppointmentSummary({ appointment }: { appointment: ManagedAppointment }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Date and time</dt>
        <dd>{appointmentWhen(appointment)}</dd>
      </div>
      <div>
        <dt>Provider</dt>
        <dd>{appointment.providerName}</dd>
      </div>
      <div>
        <dt>Clinic</dt>
        <dd>{appointment.departmentName}</dd>
      </div>
      <div>
        <dt>Visit</dt>
        <dd>{appointment.appointmentTypeName}</dd>
      </div>
    </dl>
  );
}
