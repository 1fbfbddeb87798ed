import type { BookingMode, PatientType, SearchAction } from '@clinic/core';
import type { Dispatch } from 'react';
import { ChoiceGroup } from './choice-group';
import styles from './search-form.module.css';
import { t } from '../../i18n/catalog';

const bookingTypes = () =>
  [
    { value: 'appointment', label: t('booking.typeAppointment') },
    { value: 'iv', label: t('booking.typeIv') },
  ] as const;
const patientTypes = () =>
  [
    { value: 'new', label: t('booking.newPatient') },
    { value: 'existing', label: t('booking.existingPatient') },
  ] as const;

/**
 * Booking type and patient type (booking.md §2, step 1; defaults Appointment and New Patient): one pair for both
 * the soonest times and the search screen, kept in the search state so switching between them keeps the choice.
 */
export function BookingChoices({
  mode,
  patientType,
  dispatch,
}: {
  mode: BookingMode;
  patientType: PatientType;
  dispatch: Dispatch<SearchAction>;
}) {
  return (
    <div className={styles.choiceRow}>
      <ChoiceGroup<BookingMode>
        legend={t('booking.bookingType')}
        name="booking-type"
        value={mode}
        options={bookingTypes()}
        onChange={(next) => dispatch({ type: 'bookingTypeChanged', mode: next })}
      />
      <ChoiceGroup<PatientType>
        legend={t('booking.patientType')}
        name="patient-type"
        value={patientType}
        options={patientTypes()}
        onChange={(next) => dispatch({ type: 'patientTypeChanged', patientType: next })}
      />
    </div>
  );
}
