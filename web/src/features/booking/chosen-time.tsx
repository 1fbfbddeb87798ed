import { confirmationProvider, type AppointmentDetails, type Provider } from '@clinic/core';
import styles from './chosen-time.module.css';
import { richMessage } from '../../i18n/rich-message';
import { appointmentWhen } from '../../i18n/clinic-dates';

/** Steps 2 and 3 keep the chosen time in view, in clinic time and saying so (visitors may be in another zone). */
export function ChosenTime({ details, provider }: { details: AppointmentDetails; provider: Provider | undefined }) {
  return (
    <p className={styles.chosenTime}>
      {richMessage(
        'booking.yourAppointment',
        { when: <strong>{appointmentWhen(details.date, details.time)}</strong> },
        { provider: confirmationProvider(provider) },
      )}
    </p>
  );
}
