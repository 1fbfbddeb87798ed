import { confirmationProvider, formatAppointmentWhenInClinicZone, type AppointmentDetails, type Provider } from '@clinic/core';
import styles from './chosen-time.module.css';

/** Steps 2 and 3 keep the chosen time in view, in clinic time and saying so (visitors may be in another zone). */
export function ChosenTime({ details, provider }: { details: AppointmentDetails; provider: Provider | undefined }) {
  return (
    <p className={styles.chosenTime}>
      Your appointment: <strong>{formatAppointmentWhenInClinicZone(details.date, details.time)}</strong> with{' '}
      {confirmationProvider(provider)}
    </p>
  );
}
